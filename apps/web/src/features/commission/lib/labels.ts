import type { CargoType, CommissionType, MessageKey } from '@cargo/domain';

/** The words of a rule's variant: the marketplace's commission, or the organization's markup. */
export const variantLabel = (integrator: boolean): MessageKey =>
  integrator ? 'commission.variant.integrator' : 'commission.variant.markup';

export const typeLabel = (type: CommissionType): MessageKey => `commission.type.${type}`;

export const cargoTypeLabel = (cargoType: CargoType): MessageKey => `commission.cargoType.${cargoType}`;
