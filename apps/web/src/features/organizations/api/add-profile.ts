import { dataOf, profileSchema, type Profile, type ProfileKind } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { organizationKeys } from '../../../shared/organizations';
import { refreshIfOwn } from './refresh-own';

const responseSchema = dataOf(profileSchema);

/** POST /api/v1/organizations/{id}/profiles — applies for a profile; it is NEW until an operator decides. */
export async function addProfile(organizationId: number, kind: ProfileKind): Promise<Profile> {
  const body = await http.post(`/organizations/${organizationId}/profiles`, { kind }, { schema: responseSchema });
  return body.data;
}

export function useAddProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationId, kind }: { organizationId: number; kind: ProfileKind }) =>
      addProfile(organizationId, kind),
    onSuccess: async (profile) => {
      refreshIfOwn(profile.organizationId);
      // The organization, its lists and the review queue all show profiles.
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
    },
  });
}
