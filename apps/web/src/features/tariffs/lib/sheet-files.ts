import {
  decodeFilters,
  encodeFilters,
  TARIFF_SHEET_MAX_BYTES,
  type Filter,
  type MessageKey,
  type MessageParams,
  type TariffKind,
  type TariffVariant,
} from '@cargo/domain';
import { todayIso } from '../../../shared/lib/days';

/** What a rates tab's list shows: its variant, the filter bar's `filters` (JSON text) and the search. */
export interface ListScope {
  variant: TariffVariant;
  filters?: string;
  search?: string;
}

/** The list's filters with the tab's variant added, as the list itself asks for them. */
export function scopeFilters(scope: ListScope): Filter[] {
  return [...decodeFilters(scope.filters ?? ''), { field: 'variant', kind: 'SIMPLE', value: scope.variant }];
}

/** The query of the export (and of the list): filters with the variant, the search when there is one. */
export function listQueryOf(scope: ListScope): { filters: string; search?: string } {
  const search = scope.search?.trim();
  return { filters: encodeFilters(scopeFilters(scope)), ...(search ? { search } : {}) };
}

/** The names the API gives its files (Content-Disposition), which a download through fetch loses. */
export const templateFileName = (kind: TariffKind) => `${kind}-tariffs-template.xlsx`;
export const exportFileName = (kind: TariffKind, now: Date = new Date()) => `${kind}-tariffs-${todayIso(now)}.xlsx`;

/** Why a file may not be uploaded, before anything is sent: the API's own words for it. */
export interface SheetFileProblem {
  key: MessageKey;
  params?: MessageParams;
}

/** A rate sheet the API would refuse at once: not named .xlsx, or over 20 MB. */
export function sheetFileProblem(file: { name: string; size: number }): SheetFileProblem | undefined {
  if (!/\.xlsx$/i.test(file.name.trim())) return { key: 'tariffSheets.notTemplate' };
  if (file.size > TARIFF_SHEET_MAX_BYTES)
    return { key: 'tariffSheets.tooLarge', params: { max: TARIFF_SHEET_MAX_BYTES / 1024 / 1024 } };
  return undefined;
}

/** A file's size as the files list shows it: KB below a megabyte, MB with a decimal above. */
export function fileSize(bytes: number): { key: MessageKey; params: MessageParams } {
  if (bytes < 1024 * 1024)
    return { key: 'tariffActions.sizeKb', params: { size: Math.max(1, Math.round(bytes / 1024)) } };
  return { key: 'tariffActions.sizeMb', params: { size: (bytes / 1024 / 1024).toFixed(1) } };
}
