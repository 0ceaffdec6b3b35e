import type { MessageKey, MessageParams } from '../messages/index.js';
import type { TariffInputParsed, TariffLine } from './contracts.js';
import { TARIFF_FIELDS, TARIFF_KIND_SPECS, type TariffField, type TariffKind } from './kinds.js';

/** A rule a tariff breaks: the field (a path into the input) and the catalogue message. */
export interface TariffIssue {
  path: (string | number)[];
  message: MessageKey;
  params?: MessageParams;
}

/** The empty value of an optional field the kind does not have. */
const EMPTY: Record<TariffField, null | []> = {
  carrierId: null,
  serviceId: null,
  routeType: null,
  chargingMode: null,
  roadChargingCode: null,
  vehicleBody: null,
  distanceRange: null,
  zipCodes: [],
  demurrageDays: null,
  detentionDays: null,
  documentDeadlineDays: null,
  surchargeId: null,
  surchargeType: null,
  tarification: null,
  appliesToTariffId: null,
};

/**
 * The input as the kind keeps it: fields the kind does not have emptied, line fields its
 * variant does not name dropped, a public tariff's client list emptied, the destination of a
 * service (priced at one place) dropped. A sheet's column the kind ignores is no error.
 */
export function normalizeTariffInput(kind: TariffKind, input: TariffInputParsed): TariffInputParsed {
  const spec = TARIFF_KIND_SPECS[kind];
  const shape = spec.lines[input.variant] ?? {};
  const fields = new Set<TariffField>(spec.fields);
  const kept = Object.fromEntries(
    TARIFF_FIELDS.map((field) => [field, fields.has(field) ? (input[field] ?? EMPTY[field]) : EMPTY[field]]),
  );
  const lines = input.lines.map((line): TariffLine => ({
    containerTypeId: shape.item === 'containerTypeId' ? (line.containerTypeId ?? null) : null,
    vehicleTypeId: shape.item === 'vehicleTypeId' ? (line.vehicleTypeId ?? null) : null,
    palletTypeId: shape.item === 'palletTypeId' ? (line.palletTypeId ?? null) : null,
    from: shape.rangeUnits || shape.radius ? roundBound(line.from) : null,
    to: shape.rangeUnits || shape.radius ? roundBound(line.to) : null,
    price: line.price,
  }));
  return {
    ...input,
    ...kept,
    to: spec.to ? (input.to ?? null) : null,
    from: input.from ?? null,
    rangeUnit: shape.rangeUnits ? (input.rangeUnit ?? shape.rangeUnits[0] ?? null) : null,
    clientOrganizationIds: input.modifier === 'PRIVATE' ? [...new Set(input.clientOrganizationIds)] : [],
    lines,
  };
}

/** Bounds keep three decimals (grams, litres). */
function roundBound(value: number | null | undefined): number | null {
  return value === null || value === undefined ? null : Math.round(value * 1000) / 1000;
}

/** Fields a kind requires besides the common ones. */
function requiredFields(kind: TariffKind, variant: string): TariffField[] {
  switch (kind) {
    case 'sea':
      return variant === 'CONTAINER' ? ['carrierId'] : [];
    case 'air-transportation':
      return ['carrierId'];
    case 'port-services':
    case 'airport-services':
    case 'railway-services':
      return ['serviceId', 'routeType'];
    case 'freight-surcharges':
      return ['surchargeId', 'surchargeType', 'tarification'];
    case 'road-transportation':
    case 'trucking':
    case 'trucking-international':
    case 'intermodal-rates':
      return ['chargingMode'];
    default:
      return [];
  }
}

const sameEnd = (a: TariffInputParsed['from'], b: TariffInputParsed['to']) =>
  !!a && !!b && a.type === b.type && a.id === b.id;

/**
 * Every rule of Product specification, domain §5 a normalized tariff of `kind` breaks, in field order; none
 * when it may be saved. References (do the hub, the line, the currency exist?) are the API's:
 * this is the pure part, shared by forms, the API and rate sheets.
 */
export function tariffInputIssues(kind: TariffKind, input: TariffInputParsed): TariffIssue[] {
  const spec = TARIFF_KIND_SPECS[kind];
  const issues: TariffIssue[] = [];
  const add = (path: (string | number)[], message: MessageKey, params?: MessageParams) =>
    issues.push(params ? { path, message, params } : { path, message });

  if (!spec.variants.includes(input.variant)) add(['variant'], 'validation.invalidValue');
  for (const [end, types] of [
    ['from', spec.from],
    ['to', spec.to],
  ] as const) {
    const point = input[end];
    if (!types) continue;
    if (!point) {
      if (!spec.optionalEnds) add([end], 'validation.required');
    } else if (!types.includes(point.type)) add([end, 'type'], 'validation.invalidValue');
  }
  if (sameEnd(input.from, input.to)) add(['to'], 'tariffs.sameEnds');
  if (input.validFrom > input.validTo) add(['validTo'], 'tariffs.expiresBeforeStart');
  for (const field of requiredFields(kind, input.variant)) {
    const value = input[field];
    if (value === null || value === undefined) add([field], 'validation.required');
  }
  if (kind === 'freight-surcharges') {
    if (!input.carrierId && !input.appliesToTariffId) add(['carrierId'], 'tariffs.surchargeScope');
    if (input.tarification === 'RELATIVE')
      input.lines.forEach((line, index) => {
        if (line.price > 10_000) add(['lines', index, 'price'], 'tariffs.percentTooLarge');
      });
  }
  if (input.modifier === 'PRIVATE' && input.clientOrganizationIds.length === 0)
    add(['clientOrganizationIds'], 'tariffs.privateNeedsRange');
  issues.push(...lineIssues(kind, input));
  return issues;
}

function lineIssues(kind: TariffKind, input: TariffInputParsed): TariffIssue[] {
  const shape = TARIFF_KIND_SPECS[kind].lines[input.variant];
  if (!shape) return [];
  const issues: TariffIssue[] = [];
  if (input.lines.length === 0) {
    const message: MessageKey = shape.item === 'containerTypeId' ? 'tariffs.containerRequired' : 'tariffs.noRates';
    return [{ path: ['lines'], message }];
  }
  const keys = new Map<string, number>();
  input.lines.forEach((line, index) => {
    if (shape.item && !line[shape.item])
      issues.push({ path: ['lines', index, shape.item], message: 'validation.required' });
    const key = [line[shape.item ?? 'containerTypeId'] ?? '', line.from ?? '', line.to ?? ''].join('|');
    const earlier = keys.get(key);
    if (earlier !== undefined) issues.push({ path: ['lines', index], message: 'validation.unique' });
    else keys.set(key, index);
  });
  if (shape.rangeUnits || shape.radius) issues.push(...rangeIssues(input.lines, shape.item));
  return issues;
}

/**
 * Ranges of one group (lines of one item type) must each run from below to above and
 * must not overlap; an open `to` runs to infinity. Bounds are inclusive below, exclusive above:
 * 0–45, 45–100 and 100– tile the weights without a gap (the air industry's breakpoints).
 */
function rangeIssues(lines: readonly TariffLine[], item: string | undefined): TariffIssue[] {
  const issues: TariffIssue[] = [];
  const groups = new Map<string, { line: TariffLine; index: number }[]>();
  lines.forEach((line, index) => {
    if (line.from === null || line.from === undefined) {
      issues.push({ path: ['lines', index, 'from'], message: 'validation.required' });
      return;
    }
    if (line.to !== null && line.to !== undefined && line.to <= line.from) {
      issues.push({ path: ['lines', index, 'to'], message: 'validation.invalidRange' });
      return;
    }
    const key = item ? String((line as Record<string, unknown>)[item] ?? '') : '';
    groups.set(key, [...(groups.get(key) ?? []), { line, index }]);
  });
  for (const group of groups.values()) {
    const sorted = [...group].sort((a, b) => a.line.from! - b.line.from!);
    for (let i = 1; i < sorted.length; i++) {
      const before = sorted[i - 1]!.line;
      const current = sorted[i]!;
      if (before.to === null || before.to === undefined || before.to > current.line.from!)
        issues.push({ path: ['lines', current.index, 'from'], message: 'validation.invalidRange' });
    }
  }
  return issues;
}
