import { dataOf, profileSchema, type Profile } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { organizationKeys } from '../../../shared/organizations';
import { refreshIfOwn } from './refresh-own';

const responseSchema = dataOf(profileSchema);

/** PUT /api/v1/organizations/profiles/{profileId}/reject — rejects a NEW profile (operators). */
export async function rejectProfile(profileId: number): Promise<Profile> {
  const body = await http.put(`/organizations/profiles/${profileId}/reject`, undefined, { schema: responseSchema });
  return body.data;
}

export function useRejectProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectProfile,
    onSuccess: async (profile) => {
      refreshIfOwn(profile.organizationId);
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
    },
  });
}
