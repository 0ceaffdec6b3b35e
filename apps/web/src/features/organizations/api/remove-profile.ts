import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { organizationKeys } from '../../../shared/organizations';
import { refreshIfOwn } from './refresh-own';

/** DELETE /api/v1/organizations/{id}/profiles/{profileId} — removes a profile from the organization. */
export async function removeProfile(organizationId: number, profileId: number): Promise<void> {
  await http.delete(`/organizations/${organizationId}/profiles/${profileId}`);
}

export function useRemoveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationId, profileId }: { organizationId: number; profileId: number }) =>
      removeProfile(organizationId, profileId),
    onSuccess: async (_nothing, { organizationId }) => {
      refreshIfOwn(organizationId);
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
    },
  });
}
