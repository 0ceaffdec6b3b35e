import { DISPLAY_CURRENCIES, QUOTE_SORTS, type Calculation } from '@cargo/domain';
import { wizardLinkOf, type CalculationView } from '../../../shared/wizard-link';
import { withParam } from '../../../shared/wizard-link/url-state';

/** The wizard on a calculation's request: shared, as order templates open the wizard the same way. */
export { wizardLinkOf, type CalculationView };

/**
 * The calculation's own pages (Product specification, shell §2): the public one anyone with the link opens, a
 * guest's, and the same in a host's page (the widget). Each shows one calculation by its id; the
 * sort and the display currency are views of it, kept in the address as the wizard keeps them.
 */
export type CalculationPageKind = 'public' | 'guest' | 'widget';

const PAGE_PATHS: Readonly<Record<CalculationPageKind, string>> = {
  public: '/calculation/public',
  guest: '/guest/orders',
  widget: '/widget/orders',
};

/** The page of a calculation: `/calculation/public/{id}`, `/guest/orders/{id}`, `/widget/orders/{id}`. */
export const calculationPagePath = (kind: CalculationPageKind, id: string): string =>
  `${PAGE_PATHS[kind]}/${encodeURIComponent(id)}`;

/** The sort and the display currency the address names; what it does not (or garbles) is the calculation's own. */
export function viewOf(
  search: string,
  calculation: Pick<Calculation, 'sort' | 'currency'> | undefined,
): CalculationView {
  const params = new URLSearchParams(search);
  const sort = QUOTE_SORTS.find((value) => value === params.get('sort'));
  const currency = DISPLAY_CURRENCIES.find((value) => value === params.get('currency'));
  return {
    sort: sort ?? calculation?.sort ?? 'BEST_PRICE',
    currency: currency ?? calculation?.currency ?? 'USD',
  };
}

/** The address's query with one view changed; the calculation's own choice leaves the address, as a new one would have it. */
export function withView<K extends keyof CalculationView>(
  search: string,
  name: K,
  value: CalculationView[K],
  own: CalculationView[K],
): string {
  return withParam(search, name, value === own ? null : value);
}
