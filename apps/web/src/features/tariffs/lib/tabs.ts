import { keptTariffVariants, type TariffVariant } from '@cargo/domain';

/**
 * The variants (tabs) of a rates page a user sees: those the organization may keep of the kind
 * (`keptTariffVariants`: operators all the kind's; a partner those whose rates tab one of its
 * organization's approved profiles opens, Product specification, shell §6), in the kind's order. None: the
 * organization keeps no rates of this kind.
 */
export const visibleVariants = keptTariffVariants;

/** The tab a page opens on: the one the address names when the user sees it, else the first. */
export function currentVariant(visible: readonly TariffVariant[], asked: string | null): TariffVariant | undefined {
  return visible.find((variant) => variant === asked) ?? visible[0];
}
