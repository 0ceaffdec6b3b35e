import {
  quotationsWithLegs,
  type Calculation,
  type CurrentUser,
  type DisplayCurrency,
  type QuotationWithLegs,
  type QuoteSort,
} from '@cargo/domain';
import { Button, Empty } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n';
import { loginLocation } from '../../../shared/session';
import { useCurrencyDigits } from '../../../shared/references';
import { quotationPrice } from '../../../shared/lib/display-price';
import { audienceOf } from '../lib/price-view';
import { facetsOf, filterQuotations, highlights, NO_FILTERS, sortQuotations } from '../lib/quotations';
import { CalculationAlerts } from './calculation-alerts';
import { QuotationCard } from './quotation-card';
import { QuotationDrawer } from './quotation-drawer';
import { QuotationFiltersBar } from './quotation-filters';
import { ResultActions } from './result-actions';
import { ResultsToolbar } from './results-toolbar';
import { useCalculationActions } from './use-calculation-actions';
import { justCalculated } from './use-wizard-state';
import './wizard-results.css';

/** Where Book leads: the booking of the next step (the order is made there). */
export const bookingPath = (calculationId: string, quotationId: number) =>
  `/client/orders/new?${new URLSearchParams({ calculationId, quotationId: String(quotationId) }).toString()}`;

export interface CalculationResultsProps {
  calculation: Calculation;
  user: CurrentUser | null;
  isWidget: boolean;
  sort: QuoteSort;
  currency: DisplayCurrency;
  onSort: (sort: QuoteSort) => void;
  onCurrency: (currency: DisplayCurrency) => void;
  onReplaced: (id: string) => void;
  /**
   * Someone else's calculation (a shared link): shown as it is, without what would change it or
   * act on it (save, update, clarify the price, book), and a guest's sign-in from its prompt does
   * not take it over.
   */
  readOnly?: boolean;
}

/** A calculation's answer: its states, the list sorted and filtered, one card per quotation, the details. */
export function CalculationResults({
  calculation,
  user,
  isWidget,
  sort,
  currency,
  onSort,
  onCurrency,
  onReplaced,
  readOnly = false,
}: CalculationResultsProps) {
  const t = useT();
  const navigate = useNavigate();
  const { state } = useLocation();
  const section = useRef<HTMLElement>(null);
  const { digitsOf } = useCurrencyDigits();
  const actions = useCalculationActions(calculation, isWidget, onReplaced);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [openId, setOpenId] = useState<number | null>(null);
  const audience = audienceOf(calculation, user);
  const quotations = useMemo(() => quotationsWithLegs(calculation), [calculation]);
  const facets = useMemo(() => facetsOf(quotations), [quotations]);
  const marks = useMemo(() => highlights(quotations), [quotations]);
  const shown = filterQuotations(sortQuotations(quotations, sort), filters);
  const wholeActions = <ResultActions calculation={calculation} user={user} readOnly={readOnly} isWidget={isWidget} />;
  // A guest's Book leads to the sign-in, which says why and comes back to the booking with the
  // calculation made theirs.
  const book = (quotation: QuotationWithLegs) => {
    const path = bookingPath(calculation.id, quotation.id);
    void navigate(user ? path : loginLocation(path, { reason: 'book', guestOrderId: calculation.id }));
  };

  // A calculation just made: its answer comes into view (on a phone it is below a long form).
  useEffect(() => {
    if (!justCalculated(state)) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.current?.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [state]);

  return (
    <section ref={section} className="wizard-results" aria-label={t('wizard.results')}>
      <CalculationAlerts calculation={calculation} actions={readOnly ? null : actions} />
      {quotations.length ? (
        <>
          <ResultsToolbar
            count={quotations.length}
            shown={shown.length}
            sort={sort}
            currency={currency}
            pricesHidden={calculation.pricesHidden}
            onSort={onSort}
            onCurrency={onCurrency}
            actions={wholeActions}
          />
          <QuotationFiltersBar facets={facets} value={filters} onChange={setFilters} />
          {shown.length ? (
            <div className="wizard-quotes" role="list">
              {shown.map((quotation) => (
                <QuotationCard
                  key={quotation.id}
                  calculation={calculation}
                  quotation={quotation}
                  price={quotationPrice(quotation, currency, calculation, digitsOf)}
                  digitsOf={digitsOf}
                  cheapest={marks.cheapest === quotation.id}
                  fastest={marks.fastest === quotation.id}
                  readOnly={readOnly}
                  onDetails={() => setOpenId(quotation.id)}
                  onBook={() => book(quotation)}
                />
              ))}
            </div>
          ) : (
            <Empty description={t('wizard.filter.noMatch')}>
              <Button onClick={() => setFilters(NO_FILTERS)}>{t('wizard.filter.reset')}</Button>
            </Empty>
          )}
        </>
      ) : (
        <>
          {/* Without quotations the operator may still book the lane by hand. */}
          <div className="wizard-toolbar wizard-toolbar-bare">{wholeActions}</div>
          {calculation.noOnlineRates ? null : <Empty description={t('wizard.results.none')} />}
        </>
      )}
      <QuotationDrawer
        calculation={calculation}
        quotation={quotations.find((quotation) => quotation.id === openId) ?? null}
        audience={audience}
        currency={currency}
        digitsOf={digitsOf}
        actions={readOnly ? null : actions}
        onBook={book}
        onClose={() => setOpenId(null)}
      />
    </section>
  );
}
