import { dataOf } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/http';
import { notificationsKeys } from './keys';

const responseSchema = dataOf(z.object({ updated: z.number().int() }));

/** POST /api/v1/common/notifications/read-all — every one of mine read; answers how many changed. */
export async function readAllNotifications(): Promise<number> {
  const body = await http.post('/common/notifications/read-all', undefined, { schema: responseSchema });
  return body.data.updated;
}

/** Marks all read; the bell and the page read theirs again. */
export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
