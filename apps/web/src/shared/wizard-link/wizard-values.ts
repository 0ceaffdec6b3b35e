import type {
  CargoForm,
  DisplayCurrency,
  Place,
  SizeUnit,
  VEHICLE_BODIES,
  VolumeUnit,
  WeightUnit,
} from '@cargo/domain';

/**
 * What the wizard's form holds (Product specification, domain §2 calculation wizard): the two ends as the place
 * picker found them (names kept, so they show without a lookup), the ready date as YYYY-MM-DD,
 * the display currency, and the cargo of each form in its own list, so switching tabs loses
 * nothing; only the chosen form's lines are sent (the wizard's lib/request.ts).
 */

export type VehicleBody = (typeof VEHICLE_BODIES)[number];

/** A general-cargo line is given by the pieces' dimensions, or (a "volume only" lot) by its volume. */
export type MeasureBy = 'SIZES' | 'VOLUME';

export interface GeneralLine {
  typeId: number | null;
  amount: number | null;
  measureBy: MeasureBy;
  length: number | null;
  width: number | null;
  height: number | null;
  sizeUnit: SizeUnit;
  /** Of the whole line, when measured by volume. */
  volume: number | null;
  volumeUnit: VolumeUnit;
  /** Of one piece. */
  weight: number | null;
  weightUnit: WeightUnit;
}

export interface ContainerLine {
  containerTypeId: number | null;
  amount: number | null;
  /** The cargo in one container. */
  weight: number | null;
  weightUnit: WeightUnit;
}

export interface VehicleValues {
  bodyType: VehicleBody | null;
  vehicleTypeId: number | null;
  amount: number | null;
}

export interface PalletLine {
  palletTypeId: number | null;
  amount: number | null;
  height: number | null;
  sizeUnit: SizeUnit;
  weight: number | null;
  weightUnit: WeightUnit;
}

export interface WizardValues {
  from: Place | null;
  to: Place | null;
  readyDate: string | null;
  currency: DisplayCurrency;
  cargoForm: CargoForm;
  general: GeneralLine[];
  containers: ContainerLine[];
  vehicle: VehicleValues;
  pallets: PalletLine[];
  /** Operators only: the commission of this calculation, in percent (15 = 15 %). */
  customCommission: number | null;
}

export const emptyGeneralLine = (): GeneralLine => ({
  typeId: null,
  amount: 1,
  measureBy: 'SIZES',
  length: null,
  width: null,
  height: null,
  sizeUnit: 'CM',
  volume: null,
  volumeUnit: 'M3',
  weight: null,
  weightUnit: 'KG',
});

export const emptyContainerLine = (containerTypeId: number | null = null): ContainerLine => ({
  containerTypeId,
  amount: 1,
  weight: null,
  weightUnit: 'KG',
});

export const emptyPalletLine = (palletTypeId: number | null = null): PalletLine => ({
  palletTypeId,
  amount: 1,
  height: null,
  sizeUnit: 'CM',
  weight: null,
  weightUnit: 'KG',
});

export const emptyVehicle = (): VehicleValues => ({ bodyType: 'TENT', vehicleTypeId: null, amount: 1 });

/** A new calculation: no places yet, ready today, prices in USD, one empty line of each form. */
export function defaultValues(today: string, cargoForm: CargoForm = 'GENERAL_CARGO'): WizardValues {
  return {
    from: null,
    to: null,
    readyDate: today,
    currency: 'USD',
    cargoForm,
    general: [emptyGeneralLine()],
    containers: [emptyContainerLine()],
    vehicle: emptyVehicle(),
    pallets: [emptyPalletLine()],
    customCommission: null,
  };
}
