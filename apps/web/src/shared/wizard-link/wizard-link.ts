import type { Calculation, CargoForm, DisplayCurrency, Place, QuoteSort } from '@cargo/domain';
import { valuesOfCalculation } from './restore';
import { encodeWizard } from './url-state';
import { defaultValues } from './wizard-values';

/** How a calculation's answer is looked at: its order and display currency. */
export interface CalculationView {
  sort: QuoteSort;
  currency: DisplayCurrency;
}

/**
 * The wizard filled with a calculation's request (url-state.ts): the same ends, cargo and ready
 * date (today if it has passed), in the currency and order given, for a caller to calculate the
 * route as their own. An operator's custom commission stays with the original. A saved request
 * (an order template) opens the wizard the same way, its ends named as a calculation names them.
 */
export function wizardLinkOf(
  calculation: Pick<Calculation, 'request' | 'from' | 'to'>,
  view: CalculationView,
  today: string,
  isWidget = false,
): string {
  const values = valuesOfCalculation(calculation, today);
  const readyDate = values.readyDate && values.readyDate >= today ? values.readyDate : today;
  const query = encodeWizard(
    { ...values, readyDate, currency: view.currency, customCommission: null },
    view.sort,
    today,
  );
  return `${isWidget ? '/widget/wizard' : '/book/wizard'}?${query.toString()}`;
}

/**
 * A new calculation in the wizard on these ends and cargo form, the rest a new form's (the
 * cities-to-cities page, the home page's first step). Without a cargo form the wizard chooses its own.
 */
export function wizardLink(
  ends: { from: Place | null; to: Place | null },
  cargo: CargoForm | null,
  today: string,
): string {
  const values = { ...defaultValues(today, cargo ?? undefined), from: ends.from, to: ends.to };
  const params = encodeWizard(values, 'BEST_PRICE', today);
  if (!cargo) params.delete('cargo');
  const query = params.toString();
  return `/book/wizard${query ? `?${query}` : ''}`;
}
