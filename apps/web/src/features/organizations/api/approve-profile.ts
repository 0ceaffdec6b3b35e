import { dataOf, profileSchema, type Profile } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { organizationKeys } from '../../../shared/organizations';
import { refreshIfOwn } from './refresh-own';

const responseSchema = dataOf(profileSchema);

/** PUT /api/v1/organizations/profiles/{profileId}/approve — approves a NEW profile: it starts to count (rates tabs, permissions) (operators). */
export async function approveProfile(profileId: number): Promise<Profile> {
  const body = await http.put(`/organizations/profiles/${profileId}/approve`, undefined, { schema: responseSchema });
  return body.data;
}

export function useApproveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveProfile,
    onSuccess: async (profile) => {
      refreshIfOwn(profile.organizationId);
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
    },
  });
}
