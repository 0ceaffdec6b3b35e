import { z } from 'zod';
import type { Language } from '../languages.js';
import { defineList, listQueryFor } from '../lists/spec.js';
import { translate, type MessageParams } from '../messages/index.js';
import { WEIGHT_UNITS } from '../reference/units.js';
import { MAX_PRICE_MINOR } from '../tariffs/contracts.js';
import type { TariffKind } from '../tariffs/kinds.js';
import { currencyCodeSchema, idSchema } from '../validation/rules.js';
import { measureCargo } from './cargo.js';
import { moneySchema, quotePointSchema, type Cargo } from './contracts.js';
import { CARGO_FORMS, legModeSchema, type LegMode } from './enums.js';

/**
 * "Clarify the price" (Product specification, domain §1, §2, §7): a client's request for a price on a lane whose
 * rates are unavailable online, the notices sent to the agents of its direction and the prices
 * partners give, which become quotations of the calculation.
 *
 * A request is OPEN until a first price arrives, then ANSWERED (more partners may still answer);
 * both are "open" and listed under empty orders. CANCELLED (withdrawn by an operator) leaves the list.
 */
export const REFINE_REQUEST_STATUSES = ['OPEN', 'ANSWERED', 'CANCELLED'] as const;
export type RefineRequestStatus = (typeof REFINE_REQUEST_STATUSES)[number];
export const refineRequestStatusSchema = z.enum(REFINE_REQUEST_STATUSES);
/** The statuses the empty-orders list shows. */
export const OPEN_REFINE_STATUSES = ['OPEN', 'ANSWERED'] as const satisfies readonly RefineRequestStatus[];

/** The three notify-agents-by-direction flows (Product specification, shell §2): a short notice, one with the cargo, a withdrawal. */
export const NOTIFY_AGENTS_TYPES = ['PLAIN', 'FULL', 'CANCEL'] as const;
export type NotifyAgentsType = (typeof NOTIFY_AGENTS_TYPES)[number];
/** What a notice of the log was: the client's request itself (with the cargo), or one of the flows. */
export const REFINE_NOTICE_TYPES = ['REQUEST', ...NOTIFY_AGENTS_TYPES] as const;
export type RefineNoticeType = (typeof REFINE_NOTICE_TYPES)[number];

const named = z.object({ id: z.number().int(), name: z.string() });

/** The cargo of a request in a line: the form, pieces or units, weight and volume, the types named. */
export const refineCargoSchema = z.object({
  form: z.enum(CARGO_FORMS),
  /** Pieces, containers, pallets or vehicles. */
  amount: z.number().int(),
  weightKg: z.number().nullable(),
  volumeM3: z.number().nullable(),
  /** The container, pallet or vehicle types with their amounts (none for general cargo). */
  types: z.array(z.object({ id: z.number().int(), name: z.string(), amount: z.number().int() })),
});
export type RefineCargo = z.infer<typeof refineCargoSchema>;

/** An item of empty orders (`GET /orders/empty`) and the answer of the request's calls. */
export const refineRequestSchema = z.object({
  id: z.number().int(),
  calculationId: z.string(),
  status: refineRequestStatusSchema,
  from: quotePointSchema,
  to: quotePointSchema,
  cargo: refineCargoSchema,
  readyDate: z.string(),
  requestedAt: z.string(),
  answersCount: z.number().int(),
  /** The caller's organization has given a price. */
  answeredByYou: z.boolean(),
  /** The client organization that asked: operators only (partners deal through the marketplace). */
  client: named.nullable(),
  lastNotifiedAt: z.string().nullable(),
});
export type RefineRequest = z.infer<typeof refineRequestSchema>;

/** One notice sent: to whom, which, when, and from which organization. */
export const refineNoticeSchema = z.object({
  organization: named,
  type: z.enum(REFINE_NOTICE_TYPES),
  notifiedAt: z.string(),
  sentBy: named.nullable(),
});
export type RefineNotice = z.infer<typeof refineNoticeSchema>;

/** A price a partner gave, and the quotation it became. */
export const refineAnswerSchema = z.object({
  id: z.number().int(),
  quotationId: z.number().int(),
  organization: named,
  amount: moneySchema,
  transitDays: z.number().int(),
  validTo: z.string(),
  mode: legModeSchema,
  comment: z.string().nullable(),
  answeredAt: z.string(),
});
export type RefineAnswer = z.infer<typeof refineAnswerSchema>;

/**
 * `GET /orders/calculations/{id}/refine-price`: the request with what the caller may see of it —
 * operators every notice and price, a partner the notices it sent and its own prices, the client
 * the prices only — and whom the caller's notices would reach.
 */
export const refineRequestDetailSchema = refineRequestSchema.extend({
  notices: z.array(refineNoticeSchema),
  answers: z.array(refineAnswerSchema),
  /** Whom the caller's next PLAIN or FULL notice reaches: the direction's partners, or a partner's own agents. */
  agents: z.array(named),
  /** Whom the caller's CANCEL reaches: everyone notified (operators), or the agents a partner forwarded it to. */
  recipients: z.array(named),
});
export type RefineRequestDetail = z.infer<typeof refineRequestDetailSchema>;

/** `POST /orders/calculations/{id}/notify-agents`; `requestId`, when given, must be the calculation's request. */
export const notifyAgentsBodySchema = z.object({
  type: z.enum(NOTIFY_AGENTS_TYPES),
  requestId: idSchema.nullish(),
});
export type NotifyAgentsBody = z.input<typeof notifyAgentsBodySchema>;

export const notifyAgentsResultSchema = z.object({
  request: refineRequestSchema,
  /** The organizations this notice reached. */
  notified: z.array(named),
});
export type NotifyAgentsResult = z.infer<typeof notifyAgentsResultSchema>;

/**
 * `POST /orders/calculations/{id}/refine-price/answers`: a partner's price for the whole route, in
 * minor units of `currency`, valid until `validTo`. An operator entering it for a partner names
 * the partner's organization; a partner's own is always its own.
 */
export const refineAnswerInputSchema = z.object({
  organizationId: idSchema.nullish(),
  amount: z
    .number()
    .int()
    .max(MAX_PRICE_MINOR)
    .refine((value) => value > 0, { message: 'refineRequests.amountPositive' }),
  currency: currencyCodeSchema,
  transitDays: z.number().int().min(1).max(365),
  validTo: z.iso.date(),
  mode: legModeSchema,
  comment: z.string().trim().max(1000).nullish(),
});
export type RefineAnswerInput = z.input<typeof refineAnswerInputSchema>;
export type RefineAnswerInputParsed = z.output<typeof refineAnswerInputSchema>;

/** The fields of empty orders: what the list filters and sorts by (newest request first by default). */
export const EMPTY_ORDER_LIST = defineList({
  status: { type: 'enum', filters: ['SIMPLE', 'SELECT'], values: OPEN_REFINE_STATUSES, sortable: true },
  requestedAt: { type: 'date', filters: ['DATE_RANGE'], sortable: true },
  readyDate: { type: 'date', filters: ['DATE_RANGE'], sortable: true },
  fromCountry: { type: 'text', filters: ['SIMPLE', 'SELECT'], sortable: true },
  toCountry: { type: 'text', filters: ['SIMPLE', 'SELECT'], sortable: true },
  answersCount: { type: 'int', filters: ['SIMPLE', 'INT_RANGE'], sortable: true },
});
export const emptyOrderListQuerySchema = listQueryFor(EMPTY_ORDER_LIST);
export type EmptyOrderListQuery = z.output<typeof emptyOrderListQuerySchema>;

/** The tariff kind a partner's price is shown as, by its transport (the leg contract names a kind). */
export const MODE_TARIFF_KIND: Readonly<Record<LegMode, TariffKind>> = {
  SEA: 'sea',
  AIR: 'air-transportation',
  RAIL: 'railway-transportation',
  ROAD: 'road-transportation',
  INTERMODAL: 'intermodal-rates',
};

/** The cargo's facts before its types are named: what a request keeps of the calculation's cargo. */
export type RefineCargoFacts = Omit<RefineCargo, 'types'> & { types: { id: number; amount: number }[] };

function typeCounts(lines: readonly { id: number; amount: number }[]): { id: number; amount: number }[] {
  const counts = new Map<number, number>();
  for (const line of lines) counts.set(line.id, (counts.get(line.id) ?? 0) + line.amount);
  return [...counts].map(([id, amount]) => ({ id, amount }));
}

/** The facts of a calculation's cargo a partner needs to price it, without the dictionaries. */
export function refineCargoFactsOf(cargo: Cargo): RefineCargoFacts {
  switch (cargo.type) {
    case 'GENERAL_CARGO': {
      const measures = measureCargo(cargo, { palletTypes: new Map(), containerTypes: new Map() });
      return {
        form: cargo.type,
        amount: measures.pieces,
        weightKg: measures.weightKg,
        volumeM3: measures.volumeM3,
        types: [],
      };
    }
    case 'CONTAINER': {
      const measures = measureCargo(cargo, { palletTypes: new Map(), containerTypes: new Map() });
      return {
        form: cargo.type,
        amount: measures.pieces,
        weightKg: measures.weightKg,
        volumeM3: null,
        types: typeCounts(cargo.containers.map((line) => ({ id: line.containerTypeId, amount: line.amount }))),
      };
    }
    case 'PALLET': {
      // A pallet's volume needs its type's footprint; the weight and the count are what a price asks first.
      const weightKg = cargo.pallets.reduce(
        (sum, line) => sum + line.weight * WEIGHT_UNITS[line.weightUnit] * line.amount,
        0,
      );
      return {
        form: cargo.type,
        amount: cargo.pallets.reduce((sum, line) => sum + line.amount, 0),
        weightKg: Math.round(weightKg * 1000) / 1000,
        volumeM3: null,
        types: typeCounts(cargo.pallets.map((line) => ({ id: line.palletTypeId, amount: line.amount }))),
      };
    }
    case 'VEHICLE':
      return {
        form: cargo.type,
        amount: cargo.vehicle.amount,
        weightKg: null,
        volumeM3: null,
        types: [{ id: cargo.vehicle.vehicleTypeId, amount: cargo.vehicle.amount }],
      };
  }
}

/** The thousands separator of the product's numbers (docs/architecture.md §7): a space that does not break. */
const GROUP = '\u00a0';

/** 1250.5 → "1 250.50", 12500 → "12 500": up to `decimals` decimals, '.00' dropped (Product specification, domain §9). */
export function formatQuantity(value: number, decimals = 2): string {
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction = ''] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP);
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return /[^0]/.test(fraction) ? `${sign}${grouped}.${fraction}` : `${sign}${grouped}`;
}

/** A measure for people: up to three decimals, trailing zeros dropped (4.5 m³, 1 200 kg, 0.125 t). */
export function formatMeasure(value: number): string {
  return formatQuantity(value, 3)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
}

/** Money for people: 125050 minor units of USD (2 decimals) → "1 250.50 USD". */
export function formatMoney(amount: number, currency: string, digits: number): string {
  return `${formatQuantity(amount / 10 ** digits, digits)} ${currency}`;
}

/** The catalogue's text of a key with its parameters: the bundled `translate`, or a screen's loaded texts. */
export type CargoTextOf = (
  key:
    | 'refineRequests.cargo.typed'
    | 'refineRequests.cargo.pieces'
    | 'refineRequests.cargo.weight'
    | 'refineRequests.cargo.volume',
  params: MessageParams,
) => string;

/**
 * The cargo in one line: "1 × 40'HC, 18 000 kg" or "3 pcs, 1 200 kg, 4.5 m³", in the texts `textOf`
 * gives (the web app's are the loaded ones, with the operators' edits).
 */
export function cargoTextOf(cargo: RefineCargo, textOf: CargoTextOf): string {
  const parts = cargo.types.length
    ? cargo.types.map((type) => textOf('refineRequests.cargo.typed', { amount: type.amount, name: type.name }))
    : [textOf('refineRequests.cargo.pieces', { amount: cargo.amount })];
  if (cargo.weightKg) parts.push(textOf('refineRequests.cargo.weight', { weight: formatMeasure(cargo.weightKg) }));
  if (cargo.volumeM3) parts.push(textOf('refineRequests.cargo.volume', { volume: formatMeasure(cargo.volumeM3) }));
  return parts.join(', ');
}

/** The cargo in one line of the language, in the catalogue's texts (the API's mails and views). */
export const cargoText = (cargo: RefineCargo, language: Language): string =>
  cargoTextOf(cargo, (key, params) => translate(language, key, params));
