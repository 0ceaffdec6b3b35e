import type { TariffKind } from '@cargo/domain';

/** Query keys of the rates screens: a change of a kind's tariff refreshes that kind's lists. */
export const tariffsKeys = {
  all: ['tariffs'] as const,
  kind: (kind: TariffKind) => [...tariffsKeys.all, kind] as const,
  list: (kind: TariffKind, params: object) => [...tariffsKeys.kind(kind), 'list', params] as const,
  files: (kind: TariffKind) => [...tariffsKeys.kind(kind), 'files'] as const,
  /** One sea tariff, as a through rate's picker names it. */
  seaTariff: (id: number | null | undefined) => [...tariffsKeys.kind('sea'), 'one', id] as const,
  expired: (organizationId: number) => [...tariffsKeys.all, 'expired', organizationId] as const,
};
