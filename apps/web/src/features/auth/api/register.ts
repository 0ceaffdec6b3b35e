import { createdIdSchema, dataOf, type Registration } from '@cargo/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { REGISTRANT_BASE, type Registrant } from './registrant';

const createdResponse = dataOf(createdIdSchema);

export interface RegisterInput {
  registrant: Registrant;
  body: Registration;
}

/** POST /clients/register or /users/partners/register — the person and their organization; a code is mailed. */
export async function register({ registrant, body }: RegisterInput): Promise<number> {
  const answer = await http.post(`${REGISTRANT_BASE[registrant]}/register`, body, { schema: createdResponse });
  return answer.data.id;
}

/** Nothing is cached before the account exists: no query to invalidate. */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
