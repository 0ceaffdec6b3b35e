import { dataOf, notificationSchema, type Notification } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { notificationsKeys } from './keys';

const responseSchema = dataOf(notificationSchema);

/** POST /api/v1/common/notifications/{id}/read — one of mine, read (again is harmless). */
export async function readNotification(id: number): Promise<Notification> {
  const body = await http.post(`/common/notifications/${id}/read`, undefined, { schema: responseSchema });
  return body.data;
}

/** Marks one read; the bell and the page read theirs again. */
export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
