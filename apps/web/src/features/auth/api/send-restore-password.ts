import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http';

/** POST /users/send-restore-password — mails a link if the e-mail is registered; the answer never says. */
export async function sendRestorePassword(email: string): Promise<void> {
  await http.post('/users/send-restore-password', { email });
}

export function useSendRestorePassword() {
  return useMutation({ mutationFn: sendRestorePassword });
}
