import {
  TARIFF_KIND_SPECS,
  visibleRatesTabs,
  type OrganizationFacts,
  type TariffKind,
  type TariffVariant,
} from '@cargo/domain';

/**
 * The variants (tabs) of a rates page a user sees: operators all the kind's; a partner those
 * whose rates tab one of its organization's approved profiles opens (spec/shell.md §6), in the
 * kind's order. None: the organization keeps no rates of this kind.
 */
export function visibleVariants(
  kind: TariffKind,
  organization: OrganizationFacts | null | undefined,
  operator: boolean,
): TariffVariant[] {
  const spec = TARIFF_KIND_SPECS[kind];
  if (operator) return [...spec.variants];
  const tabs = new Set(visibleRatesTabs(organization));
  return spec.variants.filter((variant) => {
    const tab = spec.tabs[variant];
    return tab !== undefined && tabs.has(tab);
  });
}

/** The tab a page opens on: the one the address names when the user sees it, else the first. */
export function currentVariant(visible: readonly TariffVariant[], asked: string | null): TariffVariant | undefined {
  return visible.find((variant) => variant === asked) ?? visible[0];
}
