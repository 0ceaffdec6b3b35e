import { isOperator, memberOf, type Calculation, type DisplayCurrency, type QuoteSort } from '@cargo/domain';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { useSession } from '../../../shared/session';
import { useCalculation } from '../api/get-calculation';
import { useOrderCalculation } from '../api/get-order-calculation';
import { todayIso } from '../../../shared/lib/days';
import { cargoFormsFor, defaultValues, type WizardValues } from '../lib/form-values';
import { valuesOfCalculation } from '../../../shared/wizard-link/restore';
import {
  calculationIdOf,
  decodeWizard,
  encodeWizard,
  orderIdOf,
  withParam,
  wizardSearch,
} from '../../../shared/wizard-link/url-state';

/** The history state of the entry a calculation was just made in: its results scroll into view. */
const JUST_CALCULATED = { calculated: true } as const;

export const justCalculated = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { calculated?: unknown }).calculated === true;

/**
 * The wizard's state lives in the address (lib/url-state.ts): the request in the query, the
 * calculation's id in the hash. Back from an order page (or any move through the history)
 * refills the form from the address, or from the calculation when the address has only its id;
 * the form's own sends move the address without refilling it. A numeric hash names an order:
 * its calculation is the one restored.
 */
export function useWizardState(isWidget: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const { user } = useSession();
  const [today] = useState(todayIso);
  const tabs = cargoFormsFor(user?.organization.wizardSettings);
  const operator = user ? isOperator(memberOf(user)) : false;

  // The hash names a calculation, or an order whose calculation is restored (Back from its page).
  const hashCalculationId = calculationIdOf(location.hash);
  const order = useOrderCalculation(hashCalculationId ? null : orderIdOf(location.hash));
  const calculationId = hashCalculationId ?? order.data ?? null;
  const calculation = useCalculation(calculationId, isWidget);
  const decoded = useMemo(() => decodeWizard(location.search, today, tabs.first), [location.search, today, tabs.first]);
  const source = decoded.given ? 'address' : calculation.data ? 'calculation' : 'new';

  // The form is filled again when the history moves (not when the wizard itself moved the
  // address) and once when a calculation named only by the hash has arrived.
  const [seed, setSeed] = useState({ key: location.key, source });
  const moved = navigationType === 'POP' && location.key !== seed.key;
  if (moved || (seed.source === 'new' && source === 'calculation')) setSeed({ key: location.key, source });

  const seeded: WizardValues =
    source === 'address'
      ? decoded.values
      : calculation.data
        ? valuesOfCalculation(calculation.data, today)
        : defaultValues(today, tabs.first);
  // An organization that quotes containers only has no other tab to open on.
  const initialValues = tabs.forms.includes(seeded.cargoForm) ? seeded : { ...seeded, cargoForm: tabs.first };
  // What the address does not name is the new form's default, or, without a request in the
  // address, the calculation's own.
  const made = decoded.given ? null : calculation.data;
  const sort: QuoteSort = decoded.sort ?? made?.sort ?? 'BEST_PRICE';
  const currency: DisplayCurrency = decoded.currency ?? made?.currency ?? 'USD';

  /** After a calculation: its request in the query, its id in the hash; a new history entry. */
  const show = (result: Calculation, values: WizardValues) =>
    void navigate(
      { search: wizardSearch(location.search, encodeWizard(values, sort, today)), hash: result.id },
      { state: JUST_CALCULATED },
    );

  /** Another calculation of the same request (an update): the same entry, the new id. */
  const replaceCalculation = (id: string) => void navigate({ search: location.search, hash: id }, { replace: true });

  const setSort = (next: QuoteSort) =>
    void navigate(
      { search: withParam(location.search, 'sort', next === 'BEST_PRICE' ? null : next), hash: location.hash },
      { replace: true },
    );
  const setCurrency = (next: DisplayCurrency) =>
    void navigate(
      { search: withParam(location.search, 'currency', next === 'USD' ? null : next), hash: location.hash },
      { replace: true },
    );

  return {
    // The tabs follow the user's organization, known once the session has loaded.
    formKey: `${seed.key}:${seed.source}:${tabs.forms.join()}:${tabs.first}`,
    initialValues,
    forms: tabs.forms,
    operator,
    user,
    calculationId,
    calculation,
    sort,
    currency,
    show,
    replaceCalculation,
    setSort,
    setCurrency,
  };
}
