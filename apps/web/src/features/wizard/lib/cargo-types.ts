import { VEHICLE_BODIES, type DictionaryEntry } from '@cargo/domain';
import type { VehicleBody } from './form-values';

/**
 * The cargo form's choices from the dictionaries (vehicle types, pallet types, general types),
 * reduced to what the form shows and checks; container types are shared/references' `ContainerType`.
 */

const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export interface VehicleTypeOption {
  id: number;
  name: string;
  bodyType: VehicleBody | null;
  capacityKg: number | null;
}

export const vehicleTypeOption = (entry: DictionaryEntry): VehicleTypeOption => ({
  id: entry.id,
  name: entry.name,
  bodyType: VEHICLE_BODIES.find((body) => body === entry.attributes.bodyType) ?? null,
  capacityKg: numberOf(entry.attributes.capacityKg),
});

/** The vehicle types of a body (all of them when no body is chosen, or a type names none). */
export const vehiclesOfBody = (types: readonly VehicleTypeOption[], body: VehicleBody | null) =>
  types.filter((type) => !body || !type.bodyType || type.bodyType === body);

export interface PalletTypeOption {
  id: number;
  code: string | null;
  name: string;
  /** The footprint: a type without one is not quoted (lib/cargo-issues.ts). */
  lengthCm: number | null;
  widthCm: number | null;
  maxHeightCm: number | null;
  maxWeightKg: number | null;
}

export const palletTypeOption = (entry: DictionaryEntry): PalletTypeOption => ({
  id: entry.id,
  code: entry.code,
  name: entry.name,
  lengthCm: numberOf(entry.attributes.lengthCm),
  widthCm: numberOf(entry.attributes.widthCm),
  maxHeightCm: numberOf(entry.attributes.maxHeightCm),
  maxWeightKg: numberOf(entry.attributes.maxWeightKg),
});

export interface GeneralTypeOption {
  id: number;
  code: string | null;
  name: string;
  /** The lot is quoted by its volume alone (Product specification, domain §3 "typeId 3 means volume only"). */
  volumeOnly: boolean;
}

export const generalTypeOption = (entry: DictionaryEntry): GeneralTypeOption => ({
  id: entry.id,
  code: entry.code,
  name: entry.name,
  volumeOnly: entry.attributes.volumeOnly === true,
});

/** The id of the entry with this code, or null (a preset without its general type still fills the line). */
export const idOfCode = (options: readonly { id: number; code: string | null }[], code: string): number | null =>
  options.find((option) => option.code === code)?.id ?? null;
