import type { CalculationListItem } from '@cargo/domain';
import { MOSCOW } from '../features/wizard/lib/test-fixtures';

/** The demo lane's ends as a list answers them: a sea port and a city. */
export const SHANGHAI_PORT = {
  type: 'SEA_PORT',
  id: 1,
  code: 'CNSHA',
  name: 'Shanghai',
  cityName: null,
  countryCode: 'CN',
} as const;
/** The same city the wizard's fixtures end their lane in. */
export const MOSCOW_CITY = MOSCOW;

/** A client's calculation in a list: Shanghai → Moscow, one 40'HC, four quotations, not booked. */
export const CALCULATION_ITEM: CalculationListItem = {
  id: '3f2a9c1b-0000-4000-8000-000000000001',
  reference: '3F2A9C1B',
  createdAt: '2026-11-27T10:00:00.000Z',
  readyDate: '2026-12-01',
  from: SHANGHAI_PORT,
  to: MOSCOW_CITY,
  cargo: {
    form: 'CONTAINER',
    amount: 1,
    weightKg: 18_000,
    volumeM3: null,
    types: [{ id: 3, name: "40'HC", amount: 1 }],
  },
  saved: false,
  outdated: false,
  booked: false,
  order: null,
  quotations: 4,
  bestQuotationId: 11,
  bestPrice: { amount: 123_456_78, currency: 'USD' },
  bestPriceUsd: 1_234_568,
  transitDays: 30,
  organization: null,
  user: null,
  guest: false,
  share: null,
};
