import { cargoIssues, furtherLengthLimitCm, type Cargo, type CargoReferences } from '@cargo/domain';
import type { FieldPath } from '../../../shared/forms';
import { cargoDraft } from './cargo-draft';
import type { ContainerType } from '../../../shared/references';
import type { PalletTypeOption } from './cargo-types';
import { formPath, samePath, type MessageIssue } from './field-paths';
import type { WizardValues } from './form-values';

/**
 * The cargo limits (Product specification, shell §5; domain §5, §9) are the domain's `cargoIssues`, the
 * check the server makes on every calculation: the form runs the very same one on what is typed,
 * with the pallet and container types of the dictionaries it already loads, and shows each
 * problem at its field (`items.0.length` is the form's `general.0.length`, as the server's field
 * errors are placed). The further length limit is the chosen ends' countries' (Product specification, shell §5),
 * as the server takes it from the same ends.
 */

/** The dictionaries' entries as the check reads them: pallet footprints and limits, container loads. */
export function cargoReferencesOf(
  palletTypes: readonly PalletTypeOption[],
  containerTypes: readonly ContainerType[],
): CargoReferences {
  return {
    // As the server reads the dictionary: a pallet type without its footprint is no type to quote.
    palletTypes: new Map(
      palletTypes.flatMap(({ id, lengthCm, widthCm, maxHeightCm, maxWeightKg }) =>
        lengthCm !== null && widthCm !== null ? [[id, { lengthCm, widthCm, maxHeightCm, maxWeightKg }] as const] : [],
      ),
    ),
    containerTypes: new Map(containerTypes.map(({ id, maxLoadKg }) => [id, { maxLoadKg }])),
  };
}

/**
 * A number as the check reads it. The limits are all maxima, so an absent (or not positive) value
 * is read as 0, which breaks none: the contract names it as required or too small instead.
 */
const counted = (value: number | undefined) => (value !== undefined && Number.isFinite(value) && value > 0 ? value : 0);
/** A size or a volume stays absent when absent: the check asks for the ones a line lacks. */
const measured = (value: number | undefined) => (value === undefined ? undefined : counted(value));

/** The open tab's cargo as the domain takes it, from the request the form would send. */
function typedCargo(values: WizardValues): Cargo {
  const draft = cargoDraft(values);
  switch (draft.type) {
    case 'GENERAL_CARGO':
      return {
        type: draft.type,
        items: draft.items.map((item) => ({
          typeId: item.typeId,
          amount: counted(item.amount),
          length: measured(item.length),
          width: measured(item.width),
          height: measured(item.height),
          // A unit without its measures converts nothing: the contract's defaults stand in.
          sizeUnit: item.sizeUnit ?? 'CM',
          volume: measured(item.volume),
          volumeUnit: item.volumeUnit ?? 'M3',
          weight: counted(item.weight),
          weightUnit: item.weightUnit,
        })),
      };
    case 'CONTAINER':
      return {
        type: draft.type,
        containers: draft.containers.map((line) => ({
          // No type chosen yet (id 0, none): the 28 t every container keeps.
          containerTypeId: line.containerTypeId ?? 0,
          amount: counted(line.amount),
          weight: counted(line.weight),
          weightUnit: line.weightUnit,
        })),
      };
    case 'PALLET':
      return {
        type: draft.type,
        pallets: draft.pallets.map((line) => ({
          palletTypeId: line.palletTypeId ?? 0,
          amount: counted(line.amount),
          height: counted(line.height),
          sizeUnit: line.sizeUnit,
          weight: counted(line.weight),
          weightUnit: line.weightUnit,
        })),
      };
    case 'VEHICLE':
      return {
        type: draft.type,
        vehicle: {
          ...draft.vehicle,
          vehicleTypeId: draft.vehicle.vehicleTypeId ?? 0,
          amount: counted(draft.vehicle.amount),
        },
      };
  }
}

/** A general line shows its sizes or its volume, as it is measured: a problem of the other has no field. */
function shown(values: WizardValues, path: FieldPath): boolean {
  const [list, index, field] = path;
  if (list !== 'general' || typeof index !== 'number') return true;
  const bySizes = values.general[index]?.measureBy !== 'VOLUME';
  return field === 'volume' ? !bySizes : field === 'length' || field === 'width' || field === 'height' ? bySizes : true;
}

/** Every rule the typed cargo breaks, at the form's fields. */
export function cargoFormIssues(values: WizardValues, references: CargoReferences): MessageIssue[] {
  const lotLengthLimitCm = furtherLengthLimitCm([values.from?.country.code, values.to?.country.code]);
  return cargoIssues(typedCargo(values), references, { lotLengthLimitCm }).flatMap((issue) => {
    // The select offers the dictionary's types only: a type not chosen is the contract's
    // "required", one withdrawn meanwhile is the server's to name.
    if (issue.message === 'cargo.unknownPalletType') return [];
    const path = formPath(['cargo', ...issue.path]);
    if (!path || !shown(values, path)) return [];
    return [issue.params ? { path, key: issue.message, params: issue.params } : { path, key: issue.message }];
  });
}

/** The first rule the typed cargo breaks at one field, for the field's own rule as it is typed. */
export function cargoIssueAt(
  values: WizardValues,
  references: CargoReferences,
  path: FieldPath,
): MessageIssue | undefined {
  return cargoFormIssues(values, references).find((issue) => samePath(issue.path, path));
}
