import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { REGISTRANT_BASE, type Registrant } from './registrant';

export interface RegenerateCodeInput {
  registrant: Registrant;
  id: number;
}

/** POST /{clients|users/partners}/{id}/regenerate-code — a new code by mail; 429 within a minute of the last. */
export async function regenerateCode({ registrant, id }: RegenerateCodeInput): Promise<void> {
  await http.post(`${REGISTRANT_BASE[registrant]}/${id}/regenerate-code`);
}

export function useRegenerateCode() {
  return useMutation({ mutationFn: regenerateCode });
}
