import { cargoTextOf, refineCargoFactsOf, type Cargo, type CargoForm, type MessageKey } from '@cargo/domain';
import type { Translate } from '../i18n/i18n-context';

/** The cargo forms whose lines name a type of a dictionary. */
export type TypedCargoForm = Exclude<CargoForm, 'GENERAL_CARGO'>;

/** A type's name in the dictionary of its form ("40'HC", "EUR1", a truck), if the dictionary has it. */
export type CargoTypeName = (form: TypedCargoForm, id: number) => string | undefined;

const formLabel = (form: TypedCargoForm) => `wizard.cargoForm.${form}` as const satisfies MessageKey;

/**
 * The cargo in one line, in the texts on screen (an operator's edits included): "1 × 40'HC,
 * 20 000 kg", "3 pcs, 1 200 kg, 4.5 m³" — the domain's `cargoTextOf`, as a clarification request
 * names it. A type the dictionary no longer lists is called by its form ("1 × Containers").
 */
export function cargoLine(cargo: Cargo, nameOf: CargoTypeName, t: Translate): string {
  const facts = refineCargoFactsOf(cargo);
  const form = cargo.type;
  const types =
    form === 'GENERAL_CARGO'
      ? []
      : facts.types.map((type) => ({ ...type, name: nameOf(form, type.id) ?? t(formLabel(form)) }));
  return cargoTextOf({ ...facts, types }, t);
}
