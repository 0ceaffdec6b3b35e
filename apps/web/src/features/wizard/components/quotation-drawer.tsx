import type { Calculation, DisplayCurrency, QuotationWithLegs } from '@cargo/domain';
import { Alert, Button, Space } from 'antd';
import { useT } from '../../../shared/i18n';
import type { DigitsOf } from '../../../shared/lib/format-money';
import { SideDrawer } from '../../../shared/ui';
import { formatTotals, quotationPrice, totalsByCurrency } from '../../../shared/lib/display-price';
import { visibleLeg, type Audience } from '../lib/price-view';
import { CalculationFacts } from './calculation-facts';
import { CalculationHistory } from './calculation-history';
import { FeeSummary } from './fee-summary';
import { GuestPrompt } from './guest-prompt';
import { LegItem } from './leg-item';
import { ModeIcons } from './mode-icons';
import { PriceTag } from './price-tag';
import { QuoteFacts } from './quote-facts';
import { RouteLine } from './route-line';
import type { CalculationActions } from './use-calculation-actions';
import './wizard-details.css';

export interface QuotationDrawerProps {
  calculation: Calculation;
  quotation: QuotationWithLegs | null;
  audience: Audience;
  currency: DisplayCurrency;
  digitsOf: DigitsOf;
  /** None on someone else's calculation: no Save, Clarify or Book, and the guest's prompt does not take it over. */
  actions: CalculationActions | null;
  onBook: (quotation: QuotationWithLegs) => void;
  onClose: () => void;
}

/**
 * Quotation details (Product specification, domain §2): every leg in order with its role, points, carrier,
 * transit, cost and VAT; the commission or markup (partners, operators) or the service fee
 * (clients); the total; when and at which rates it was calculated; the calculation's history and
 * Save, Clarify the price, Book (the owner's; a guest's own has no history to show).
 */
export function QuotationDrawer({
  calculation,
  quotation,
  audience,
  currency,
  digitsOf,
  actions,
  onBook,
  onClose,
}: QuotationDrawerProps) {
  const t = useT();
  const totals = quotation?.totals ?? [];
  const claimId = actions ? calculation.id : null;
  const footer =
    quotation && actions ? (
      <Space wrap className="wizard-details-actions">
        {audience !== 'guest' ? (
          <Button onClick={actions.save} loading={actions.saving} disabled={calculation.saved}>
            {calculation.saved ? t('wizard.saved') : t('wizard.save')}
          </Button>
        ) : null}
        <Button onClick={actions.refine} loading={actions.refining} disabled={calculation.refineRequested}>
          {t('wizard.clarify')}
        </Button>
        <Button type="primary" onClick={() => onBook(quotation)}>
          {t('wizard.quote.book')}
        </Button>
      </Space>
    ) : null;

  return (
    <SideDrawer
      open={quotation !== null}
      onClose={onClose}
      width={640}
      title={t('wizard.details')}
      footer={footer}
      className="wizard-details"
    >
      {quotation ? (
        <>
          {audience === 'guest' ? (
            <Alert type="info" className="wizard-details-section" title={<GuestPrompt calculationId={claimId} />} />
          ) : null}
          <section className="wizard-details-section">
            <ModeIcons modes={quotation.modes} />
            <RouteLine calculation={calculation} quotation={quotation} />
            <QuoteFacts quotation={quotation} withCarriers={false} />
          </section>
          <section className="wizard-details-section" aria-label={t('wizard.details.legs')}>
            <h3 className="wizard-details-heading">{t('wizard.details.legs')}</h3>
            <ol className="wizard-legs">
              {quotation.legs.map((leg, index) => (
                <LegItem key={`${leg.tariffId}:${index}`} leg={visibleLeg(leg, audience)} digitsOf={digitsOf} />
              ))}
            </ol>
          </section>
          <FeeSummary quotation={quotation} audience={audience} digitsOf={digitsOf} />
          <section className="wizard-details-section wizard-details-total" aria-label={t('wizard.details.total')}>
            <span className="wizard-details-total-label">{t('wizard.details.total')}</span>
            <PriceTag
              view={quotationPrice(quotation, currency, calculation, digitsOf)}
              digitsOf={digitsOf}
              calculationId={claimId}
            />
            {audience !== 'guest' && totalsByCurrency(quotation, currency).length ? (
              <span className="wizard-details-by-currency">
                {t('wizard.details.byCurrency')}: {formatTotals(totalsByCurrency(quotation, currency), digitsOf)}
              </span>
            ) : null}
          </section>
          {audience !== 'guest' ? (
            <CalculationFacts
              calculation={calculation}
              currencies={[...new Set([...totals.map((money) => money.currency), currency])]}
            />
          ) : null}
          {audience !== 'guest' && actions ? (
            <CalculationHistory calculationId={calculation.id} digitsOf={digitsOf} />
          ) : null}
        </>
      ) : null}
    </SideDrawer>
  );
}
