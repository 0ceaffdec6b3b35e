import { DISPLAY_CURRENCIES, QUOTE_SORTS, type DisplayCurrency, type QuoteSort } from '@cargo/domain';
import { Segmented, Select } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n';
import { currencyLabel, sortLabelKey } from '../lib/labels';

export interface ResultsToolbarProps {
  count: number;
  shown: number;
  sort: QuoteSort;
  currency: DisplayCurrency;
  /**
   * A guest sees no amounts: the currency changes nothing for them, and no order is offered (one
   * by a price they cannot see would be a puzzle). The list keeps the calculation's order, the one
   * it keeps once they sign in.
   */
  pricesHidden: boolean;
  onSort: (sort: QuoteSort) => void;
  onCurrency: (currency: DisplayCurrency) => void;
  /** What may be done with the calculation as a whole (save as template, book by hand). */
  actions?: ReactNode;
}

/**
 * Above the list: how many options, the order (best price, fastest), the currency of the prices,
 * and what may be done with the calculation as a whole.
 */
export function ResultsToolbar({
  count,
  shown,
  sort,
  currency,
  pricesHidden,
  onSort,
  onCurrency,
  actions,
}: ResultsToolbarProps) {
  const t = useT();
  return (
    <div className="wizard-toolbar">
      <h2 className="wizard-results-title">
        {t('wizard.results')}
        <span className="wizard-results-count">
          {shown === count ? t('wizard.results.count', { count }) : t('wizard.results.shown', { shown, count })}
        </span>
      </h2>
      <div className="wizard-toolbar-controls">
        {pricesHidden ? null : (
          <Segmented<QuoteSort>
            aria-label={t('wizard.sort')}
            value={sort}
            onChange={onSort}
            options={QUOTE_SORTS.map((value) => ({ value, label: t(sortLabelKey(value)) }))}
          />
        )}
        {pricesHidden ? null : (
          <label className="wizard-toolbar-currency">
            <span>{t('wizard.displayCurrency')}</span>
            <Select<DisplayCurrency>
              aria-label={t('wizard.displayCurrency')}
              value={currency}
              onChange={onCurrency}
              popupMatchSelectWidth={false}
              options={DISPLAY_CURRENCIES.map((value) => ({ value, label: currencyLabel(t, value) }))}
            />
          </label>
        )}
        {actions}
      </div>
    </div>
  );
}
