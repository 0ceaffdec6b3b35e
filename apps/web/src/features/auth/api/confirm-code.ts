import { createdIdSchema, dataOf } from '@cargo/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { REGISTRANT_BASE, type Registrant } from './registrant';

const confirmedResponse = dataOf(createdIdSchema);

export interface ConfirmCodeInput {
  registrant: Registrant;
  id: number;
  code: string;
}

/** POST /{clients|users/partners}/{id}/confirm-code — the six-digit code of the registration mail. */
export async function confirmCode({ registrant, id, code }: ConfirmCodeInput): Promise<void> {
  await http.post(`${REGISTRANT_BASE[registrant]}/${id}/confirm-code`, { code }, { schema: confirmedResponse });
}

/** Confirming changes no cached answer: the sign-in that follows replaces the whole session. */
export function useConfirmCode() {
  return useMutation({ mutationFn: confirmCode });
}
