import { LANGUAGES, type Language, type TariffPoint, type TariffPointType, type Translations } from '@cargo/domain';
import { codeColumn, enumColumn, inEveryLanguage, joined, type SheetColumn } from './column.js';
import type { PointCode } from './types.js';

/** How a sheet writes an end: hubs by code, a city as "Name, CC" (a city has no code of its own). */
export function pointText(point: TariffPoint | null): string | null {
  if (!point) return null;
  if (point.type === 'CITY') return point.countryCode ? `${point.name}, ${point.countryCode}` : point.name;
  return point.code;
}

const EXAMPLES: Record<'from' | 'to', Record<TariffPointType, string>> = {
  from: {
    SEA_PORT: 'CNSHA',
    AIRPORT_HUB: 'PVG',
    RAILWAY_HUB: '181102',
    TRANSPORT_HUB: 'CNSHA-T1',
    CITY: 'Shanghai, CN',
  },
  to: { SEA_PORT: 'RULED', AIRPORT_HUB: 'SVO', RAILWAY_HUB: '194404', TRANSPORT_HUB: 'RUMOW-T1', CITY: 'Moscow, RU' },
};

/** How each type the end allows is written, in every language. */
function pointHints(types: readonly TariffPointType[]): Translations {
  const hints = types.map((type) => inEveryLanguage(`tariffSheets.point.${type}`));
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, hints.map((hint) => hint[language]).join('; ')]),
  ) as Record<Language, string>;
}

/** The type (when the kind allows several) and the code of one end. */
export function pointColumns(
  end: 'from' | 'to',
  types: readonly TariffPointType[],
  service: boolean,
  required: boolean,
): SheetColumn[] {
  const name = service ? 'place' : end;
  const single = types.length === 1 ? types[0]! : null;
  const code = codeColumn({
    key: end,
    labels: inEveryLanguage(`tariffSheets.column.${name}`),
    explanation: joined(inEveryLanguage(`tariffSheets.explain.${name}`), pointHints(types), ' — '),
    required,
    width: 20,
    example: EXAMPLES[end][types[0]!],
    get: (tariff) => pointText(tariff[end]),
    set: (row, value) => {
      row[end] = { type: row[end]?.type ?? single, code: value };
    },
  });
  if (single) return [code];
  const type = enumColumn(types, {
    key: `${end}Type`,
    labels: inEveryLanguage(`tariffSheets.column.${name}Type`),
    explanation: inEveryLanguage(`tariffSheets.explain.${name}Type`),
    required,
    width: 16,
    example: types[0]!,
    get: (tariff) => tariff[end]?.type ?? null,
    // The code may come before or after its type; an end with a type and no code is dropped later.
    set: (row, value) => {
      row[end] = { type: value, code: row[end]?.code ?? '' } satisfies PointCode;
    },
  });
  return [type, code];
}
