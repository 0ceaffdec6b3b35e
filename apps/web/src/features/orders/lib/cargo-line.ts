import { cargoText, refineCargoFactsOf, translate, type Cargo, type Language } from '@cargo/domain';

/**
 * The cargo as booked, in one line of the language: "1 × 40'HC, 20 000 kg", "3 pcs, 1 200 kg,
 * 4.5 m³" (the domain's `cargoText`). Containers are named by their type's short name; pallets and
 * trucks, and a container type no longer listed, by their cargo form.
 */
export function cargoLine(cargo: Cargo, containerName: (id: number) => string | undefined, language: Language): string {
  const facts = refineCargoFactsOf(cargo);
  const form = cargo.type;
  const types =
    form === 'GENERAL_CARGO'
      ? []
      : facts.types.map((type) => ({
          ...type,
          name:
            (form === 'CONTAINER' ? containerName(type.id) : undefined) ??
            translate(language, `wizard.cargoForm.${form}`),
        }));
  return cargoText({ ...facts, types }, language);
}
