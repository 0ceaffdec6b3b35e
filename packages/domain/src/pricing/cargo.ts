import type { MessageKey, MessageParams } from '../messages/index.js';
import { CONTAINER_MAX_LOAD_KG } from '../reference/enums.js';
import { SIZE_UNITS, VOLUME_UNITS, WEIGHT_UNITS } from '../reference/units.js';
import { AIR_HATCH_CM, CARGO_LIMITS, DEFAULT_FURTHER_LENGTH_CM } from './cargo-limits.js';
import type { Cargo, GeneralCargoItem, PalletCargo } from './contracts.js';
import type { CargoMeasures } from './engine-types.js';
import { roundHalfUp } from './money.js';

/**
 * The cargo of a calculation reduced to what tariffs charge for (docs/pricing.md §2): units
 * converted with the spec's factors (Product specification, shell §9), weights, volumes, freight tons, loading
 * metres, containers, pallets and the vehicle; and the limits a cargo must keep.
 */

/** A pallet type of the dictionary: its footprint, and the limits the standard gives where known. */
export interface PalletTypeRef {
  lengthCm: number;
  widthCm: number;
  maxHeightCm?: number | null;
  maxWeightKg?: number | null;
}

/** A container type of the dictionary: its maximum load where known. */
export interface ContainerTypeRef {
  maxLoadKg?: number | null;
}

/** The dictionary entries measuring a cargo needs, by id. */
export interface CargoReferences {
  palletTypes: ReadonlyMap<number, PalletTypeRef>;
  containerTypes: ReadonlyMap<number, ContainerTypeRef>;
}

/**
 * A rule a cargo breaks: the field, as a path into the cargo checked (`['items', 0, 'length']`;
 * the request's field is `cargo.items.0.length`), and the catalogue message.
 */
export interface CargoIssue {
  path: (string | number)[];
  message: MessageKey;
  params?: MessageParams;
}

type Add = (path: (string | number)[], message: MessageKey, params?: MessageParams) => void;

/** The inside width of a European semi-trailer, m: loading metres are floor area over it. */
export const TRUCK_WIDTH_M = 2.4;
/** The stacking height assumed for a lot given by volume alone, m (the trailer's inside height, rounded down). */
export const TRUCK_LOADING_HEIGHT_M = 2.4;

/**
 * Measures are kept to the gram, the cubic centimetre (10⁻⁶ m³, and 10⁻⁶ freight ton) and the
 * millimetre of loading metre: a pound converted to kilograms must not land at 44.999999 kg when
 * it means 45, below a range that starts at 45.
 */
const snap = (value: number, decimals: number) => roundHalfUp(value * 10 ** decimals) / 10 ** decimals;

const CM3_PER_M3 = 1_000_000;
const CM2_PER_M2 = 10_000;

interface Piece {
  /** Sizes of one piece in cm; null for a lot given by volume. */
  sizesCm: [number, number, number] | null;
  /** m³ of the whole line. */
  volumeM3: number;
  /** kg of one piece. */
  weightKg: number;
  amount: number;
}

function sizesOf(item: GeneralCargoItem): [number, number, number] | null {
  const { length, width, height } = item;
  if (length == null || width == null || height == null) return null;
  const factor = SIZE_UNITS[item.sizeUnit];
  return [length * factor, width * factor, height * factor];
}

function generalPiece(item: GeneralCargoItem): Piece {
  const sizesCm = sizesOf(item);
  const volumeM3 = sizesCm
    ? ((sizesCm[0] * sizesCm[1] * sizesCm[2]) / CM3_PER_M3) * item.amount
    : ((item.volume ?? 0) * VOLUME_UNITS[item.volumeUnit]) / CM3_PER_M3;
  return { sizesCm, volumeM3, weightKg: item.weight * WEIGHT_UNITS[item.weightUnit], amount: item.amount };
}

function palletPiece(line: PalletCargo, refs: CargoReferences): Piece {
  const type = refs.palletTypes.get(line.palletTypeId);
  // cargoIssues reports an unknown type; measuring one would price a pallet with no footprint.
  if (!type) throw new Error(`Unknown pallet type ${line.palletTypeId}: check the cargo with cargoIssues first`);
  const sizesCm: [number, number, number] = [type.lengthCm, type.widthCm, line.height * SIZE_UNITS[line.sizeUnit]];
  return {
    sizesCm,
    volumeM3: ((sizesCm[0] * sizesCm[1] * sizesCm[2]) / CM3_PER_M3) * line.amount,
    weightKg: line.weight * WEIGHT_UNITS[line.weightUnit],
    amount: line.amount,
  };
}

/**
 * Loading metres of a line: pieces stand on the floor side by side (not stacked: stacking is the
 * carrier's call), so their floor area over the 2.4 m trailer width; a lot given by volume alone
 * is taken as stacked to 2.4 m, volume / (2.4 × 2.4).
 */
function loadingMetersOf(piece: Piece): number {
  if (!piece.sizesCm) return piece.volumeM3 / (TRUCK_WIDTH_M * TRUCK_LOADING_HEIGHT_M);
  return ((piece.sizesCm[0] * piece.sizesCm[1]) / CM2_PER_M2 / TRUCK_WIDTH_M) * piece.amount;
}

/** Sorted largest first, each size of a piece must be within the hatch's sizes sorted the same way. */
const HATCH_SORTED = [AIR_HATCH_CM.length, AIR_HATCH_CM.width, AIR_HATCH_CM.height].sort((a, b) => b - a);

export function exceedsAirHatch(sizesCm: readonly number[]): boolean {
  const sorted = [...sizesCm].sort((a, b) => b - a);
  return sorted.some((size, index) => size > (HATCH_SORTED[index] ?? 0));
}

function measurePieces(form: 'GENERAL_CARGO' | 'PALLET', pieces: readonly Piece[]): CargoMeasures {
  let count = 0;
  let weightKg = 0;
  let volumeM3 = 0;
  let freightTons = 0;
  let loadingMeters = 0;
  for (const piece of pieces) {
    count += piece.amount;
    weightKg += piece.weightKg * piece.amount;
    volumeM3 += piece.volumeM3;
    // W/M per piece: the larger of its m³ and its tonnes (Product specification, domain §9 "working mass").
    freightTons += Math.max(piece.volumeM3 / piece.amount, piece.weightKg / 1000) * piece.amount;
    loadingMeters += loadingMetersOf(piece);
  }
  return {
    form,
    pieces: count,
    weightKg: snap(weightKg, 3),
    volumeM3: snap(volumeM3, 6),
    freightTons: snap(freightTons, 6),
    loadingMeters: snap(loadingMeters, 3),
    containers: [],
    pallets: [],
    vehicle: null,
    exceedsAirHatch: pieces.some((piece) => piece.sizesCm !== null && exceedsAirHatch(piece.sizesCm)),
  };
}

const NOTHING = { weightKg: 0, volumeM3: 0, freightTons: 0, loadingMeters: 0, exceedsAirHatch: false } as const;

/** What tariffs charge for in a cargo (docs/pricing.md §2). Throws on a pallet type `refs` lacks. */
export function measureCargo(cargo: Cargo, refs: CargoReferences): CargoMeasures {
  switch (cargo.type) {
    case 'GENERAL_CARGO':
      return measurePieces('GENERAL_CARGO', cargo.items.map(generalPiece));
    case 'PALLET': {
      const measures = measurePieces(
        'PALLET',
        cargo.pallets.map((line) => palletPiece(line, refs)),
      );
      const counts = new Map<number, number>();
      for (const line of cargo.pallets)
        counts.set(line.palletTypeId, (counts.get(line.palletTypeId) ?? 0) + line.amount);
      return { ...measures, pallets: [...counts].map(([palletTypeId, amount]) => ({ palletTypeId, amount })) };
    }
    case 'CONTAINER': {
      const containers = cargo.containers.map((line) => ({
        containerTypeId: line.containerTypeId,
        amount: line.amount,
        weightKg: snap(line.weight * WEIGHT_UNITS[line.weightUnit], 3),
      }));
      const weightKg = snap(
        containers.reduce((sum, line) => sum + line.weightKg * line.amount, 0),
        3,
      );
      // Boxes are priced per type; their volume is not asked, so W/M is the weight in tonnes.
      return {
        ...NOTHING,
        form: 'CONTAINER',
        pieces: containers.reduce((sum, line) => sum + line.amount, 0),
        weightKg,
        freightTons: snap(weightKg / 1000, 6),
        containers,
        pallets: [],
        vehicle: null,
      };
    }
    case 'VEHICLE': {
      const { vehicleTypeId, bodyType, amount } = cargo.vehicle;
      return {
        ...NOTHING,
        form: 'VEHICLE',
        pieces: amount,
        containers: [],
        pallets: [],
        vehicle: { vehicleTypeId, bodyType: bodyType ?? null, amount },
      };
    }
  }
}

const SIZE_FIELDS = ['length', 'width', 'height'] as const;
const SIZE_LIMITS = { length: CARGO_LIMITS.lengthCm, width: CARGO_LIMITS.widthCm, height: CARGO_LIMITS.heightCm };

/** A size in cm and a weight in kg as typed, to the unit's precision of the measures. */
const cm = (size: number, unit: keyof typeof SIZE_UNITS) => snap(size * SIZE_UNITS[unit], 3);
const kg = (weight: number, unit: keyof typeof WEIGHT_UNITS) => snap(weight * WEIGHT_UNITS[unit], 3);

/** Tonnes for a message: 28, 26.48. */
const tonnes = (kg: number) => Math.round(kg) / 1000;

function generalItemIssues(item: GeneralCargoItem, index: number, add: Add, lotLimitCm: number): void {
  const path = ['items', index];
  const given = SIZE_FIELDS.filter((field) => item[field] != null);
  if (given.length < SIZE_FIELDS.length && item.volume == null) {
    // Some sizes typed: the missing ones are wanted; none: either the sizes or the volume.
    const missing = SIZE_FIELDS.filter((field) => item[field] == null);
    for (const field of given.length ? missing : [...missing, 'volume' as const])
      add([...path, field], 'validation.required');
  }
  for (const field of SIZE_FIELDS) {
    const size = item[field];
    if (size != null && cm(size, item.sizeUnit) > SIZE_LIMITS[field])
      add([...path, field], 'cargo.oversized', { max: SIZE_LIMITS[field] });
  }
  if (kg(item.weight, item.weightUnit) > CARGO_LIMITS.weightKg)
    add([...path, 'weight'], 'cargo.overweight', { max: CARGO_LIMITS.weightKg });
  // A piece within its own limit may still make a lot too long for the roads it travels.
  if (item.length != null && cm(item.length, item.sizeUnit) <= SIZE_LIMITS.length)
    if (snap(cm(item.length, item.sizeUnit) * item.amount, 3) > lotLimitCm)
      add([...path, 'length'], 'cargo.lotTooLong', { max: lotLimitCm });
}

function palletIssues(line: PalletCargo, index: number, refs: CargoReferences, add: Add): void {
  const path = ['pallets', index];
  const type = refs.palletTypes.get(line.palletTypeId);
  if (!type) add([...path, 'palletTypeId'], 'cargo.unknownPalletType');
  const maxHeight = Math.min(CARGO_LIMITS.heightCm, type?.maxHeightCm ?? Infinity);
  if (cm(line.height, line.sizeUnit) > maxHeight) add([...path, 'height'], 'cargo.palletTooHigh', { max: maxHeight });
  const weightKg = kg(line.weight, line.weightUnit);
  if (weightKg > CARGO_LIMITS.weightKg) add([...path, 'weight'], 'cargo.overweight', { max: CARGO_LIMITS.weightKg });
  else if (type?.maxWeightKg != null && weightKg > type.maxWeightKg)
    add([...path, 'weight'], 'cargo.palletTooHeavy', { max: type.maxWeightKg });
}

/**
 * The limits a cargo breaks (Product specification, shell §5; domain §5, §9), in cm and kg after unit
 * conversion: a piece over CARGO_LIMITS (each size against its own limit, as typed), a general
 * line with neither its three sizes nor a volume, a container loaded over 28 t or over its type's
 * maximum load, a pallet over the height limit (and its type's, where known) or its type's
 * weight, a pallet type not in the dictionary; a general line longer laid end to end than the
 * further length limit of the calculation's countries (`furtherLengthLimitCm`).
 */
export function cargoIssues(
  cargo: Cargo,
  refs: CargoReferences,
  { lotLengthLimitCm = DEFAULT_FURTHER_LENGTH_CM }: { lotLengthLimitCm?: number } = {},
): CargoIssue[] {
  const issues: CargoIssue[] = [];
  const add: Add = (path, message, params) => issues.push(params ? { path, message, params } : { path, message });
  switch (cargo.type) {
    case 'GENERAL_CARGO':
      cargo.items.forEach((item, index) => generalItemIssues(item, index, add, lotLengthLimitCm));
      break;
    case 'PALLET':
      cargo.pallets.forEach((line, index) => palletIssues(line, index, refs, add));
      break;
    case 'CONTAINER':
      cargo.containers.forEach((line, index) => {
        const maxKg = Math.min(
          CONTAINER_MAX_LOAD_KG,
          refs.containerTypes.get(line.containerTypeId)?.maxLoadKg ?? Infinity,
        );
        if (kg(line.weight, line.weightUnit) > maxKg)
          add(['containers', index, 'weight'], 'cargo.containerMaxLoad', { max: tonnes(maxKg) });
      });
      break;
    case 'VEHICLE':
      break;
  }
  return issues;
}
