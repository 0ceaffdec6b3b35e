import {
  CALCULATION_LIST,
  fieldsBarred,
  sortableFields,
  type CalculationAudience,
  type MessageKey,
} from '@cargo/domain';
import { filterModes, type FilterSpec } from '../../../shared/lists/filter-model';
import type { Area } from './area';

/**
 * The typed filters of the quotations lists (CALCULATION_LIST) each area may use: operators by
 * organization and guest too, partners nothing of the whole route's price. The best price in US
 * cents is left out: nobody types an amount in cents.
 */

const LABELS: Readonly<Partial<Record<keyof typeof CALCULATION_LIST, MessageKey>>> = {
  createdAt: 'quotationLists.column.createdAt',
  readyDate: 'quotationLists.column.readyDate',
  saved: 'quotationLists.column.saved',
  outdated: 'quotationLists.column.outdated',
  booked: 'quotationLists.column.booked',
  transitDays: 'quotationLists.column.transitDays',
  organizationId: 'quotationLists.column.organization',
  guest: 'quotationLists.column.guest',
};

export const AUDIENCE_OF: Readonly<Record<Area, CalculationAudience>> = {
  client: 'client',
  partner: 'partner',
  admin: 'operator',
};

export function quotationFilters(area: Area): FilterSpec[] {
  const barred = new Set<string>(fieldsBarred(AUDIENCE_OF[area]));
  return Object.entries(CALCULATION_LIST).flatMap(([field, listField]) => {
    const label = LABELS[field as keyof typeof CALCULATION_LIST];
    if (!label || barred.has(field)) return [];
    const organization = field === 'organizationId';
    return [
      {
        field,
        label,
        type: listField.type,
        modes: filterModes(listField, organization),
        ...(organization ? { options: { source: 'organization' as const } } : {}),
      },
    ];
  });
}

export function quotationSortFields(area: Area): string[] {
  const barred = new Set<string>(fieldsBarred(AUDIENCE_OF[area]));
  return sortableFields(CALCULATION_LIST).filter((field) => !barred.has(field));
}
