import type { CargoForm } from '@cargo/domain';
import { emptyGeneralLine, type GeneralLine } from '../../../shared/wizard-link/wizard-values';

/**
 * The wizard form's model (its values, their empty lines and a new form's defaults) is shared
 * (shared/wizard-link/wizard-values.ts): other screens open the wizard on a request too. Here: the
 * form's own presets and the tabs an organization offers.
 */
export * from '../../../shared/wizard-link/wizard-values';

/**
 * The ready-made general-cargo lines: a carton box, a lot of cubic metres (volume only) and a
 * loaded euro pallet. Each names its general type by code (the seeded general-types list).
 */
export const GENERAL_PRESETS = ['BOX', 'CUBE', 'PALLET'] as const;
export type GeneralPreset = (typeof GENERAL_PRESETS)[number];

export const PRESET_TYPE_CODES: Readonly<Record<GeneralPreset, string>> = {
  BOX: 'BOXES',
  CUBE: 'VOLUME_ONLY',
  PALLET: 'PALLETS',
};

export function presetLine(preset: GeneralPreset, typeId: number | null): GeneralLine {
  const line = { ...emptyGeneralLine(), typeId };
  switch (preset) {
    case 'BOX':
      return { ...line, length: 60, width: 40, height: 40, weight: 20 };
    case 'CUBE':
      return { ...line, measureBy: 'VOLUME', volume: 1, weight: 250 };
    case 'PALLET':
      return { ...line, length: 120, width: 80, height: 120, weight: 400 };
  }
}

/** Which tabs the user's organization offers (Organization.wizardSettings): all, or containers only. */
export function cargoFormsFor(settings: { containers: boolean; containersOnly: boolean } | null | undefined): {
  forms: CargoForm[];
  first: CargoForm;
} {
  if (settings?.containersOnly) return { forms: ['CONTAINER'], first: 'CONTAINER' };
  const forms: CargoForm[] = ['GENERAL_CARGO', 'CONTAINER', 'VEHICLE', 'PALLET'];
  return { forms, first: settings?.containers ? 'CONTAINER' : 'GENERAL_CARGO' };
}
