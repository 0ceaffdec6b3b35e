import {
  dataOf,
  recoveryCodesSchema,
  twoFactorEnrolmentSchema,
  twoFactorRequirementSchema,
  twoFactorStatusSchema,
  type TwoFactorEnrolment,
} from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';

/** The signed-in user's second factor (issue 27): /users/current/two-factor and its actions. */
const BASE = '/users/current/two-factor';
const statusKey = ['two-factor', 'status'] as const;
const requirementKey = (organizationId: number) => ['two-factor', 'organization', organizationId] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: async () => (await http.get(BASE, { schema: dataOf(twoFactorStatusSchema) })).data,
  });
}

export async function startEnrolment(): Promise<TwoFactorEnrolment> {
  return (await http.post(`${BASE}/enrolment`, {}, { schema: dataOf(twoFactorEnrolmentSchema) })).data;
}

/** One mutation per action of the card; each answers the recovery codes it made, if any. */
export function useTwoFactorAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, code }: { action: 'confirm' | 'recovery-codes' | 'disable'; code: string }) => {
      if (action === 'disable') {
        await http.post(`${BASE}/disable`, { code });
        return [];
      }
      return (await http.post(`${BASE}/${action}`, { code }, { schema: dataOf(recoveryCodesSchema) })).data
        .recoveryCodes;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

export function useOrganizationRequirement(organizationId: number, enabled: boolean) {
  return useQuery({
    queryKey: requirementKey(organizationId),
    enabled,
    queryFn: async () =>
      (await http.get(`/organizations/${organizationId}/two-factor`, { schema: dataOf(twoFactorRequirementSchema) }))
        .data.required,
  });
}

export function useSetOrganizationRequirement(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => http.put(`/organizations/${organizationId}/two-factor`, { required }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: requirementKey(organizationId) });
      void queryClient.invalidateQueries({ queryKey: statusKey });
    },
  });
}
