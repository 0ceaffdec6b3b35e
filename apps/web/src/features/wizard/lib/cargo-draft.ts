import type { GeneralLine, WizardValues } from './form-values';

/**
 * The open tab's cargo as `POST /orders/calculations` takes it, as typed so far: absent values go
 * as absent, so the contract reports them as required. A general line measured by volume sends
 * its volume without sizes; by sizes, its sizes without a volume.
 */

/** Absent values go as absent, so the contract reports them as required. */
const given = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

function generalItem(line: GeneralLine) {
  const bySizes = line.measureBy === 'SIZES';
  return {
    typeId: given(line.typeId),
    amount: given(line.amount),
    length: bySizes ? given(line.length) : undefined,
    width: bySizes ? given(line.width) : undefined,
    height: bySizes ? given(line.height) : undefined,
    sizeUnit: bySizes ? line.sizeUnit : undefined,
    volume: bySizes ? undefined : given(line.volume),
    volumeUnit: bySizes ? undefined : line.volumeUnit,
    weight: given(line.weight),
    weightUnit: line.weightUnit,
  };
}

export function cargoDraft(values: WizardValues) {
  switch (values.cargoForm) {
    case 'GENERAL_CARGO':
      return { type: values.cargoForm, items: values.general.map(generalItem) };
    case 'CONTAINER':
      return {
        type: values.cargoForm,
        containers: values.containers.map((line) => ({
          containerTypeId: given(line.containerTypeId),
          amount: given(line.amount),
          weight: given(line.weight),
          weightUnit: line.weightUnit,
        })),
      };
    case 'VEHICLE':
      return {
        type: values.cargoForm,
        vehicle: {
          vehicleTypeId: given(values.vehicle.vehicleTypeId),
          bodyType: values.vehicle.bodyType,
          amount: given(values.vehicle.amount),
        },
      };
    case 'PALLET':
      return {
        type: values.cargoForm,
        pallets: values.pallets.map((line) => ({
          palletTypeId: given(line.palletTypeId),
          amount: given(line.amount),
          height: given(line.height),
          sizeUnit: line.sizeUnit,
          weight: given(line.weight),
          weightUnit: line.weightUnit,
        })),
      };
  }
}
