import type { Calculation, QuotationWithLegs } from '@cargo/domain';
import { Button, Card, Tag } from 'antd';
import { useT } from '../../../shared/i18n';
import type { DigitsOf } from '../../../shared/lib/format-money';
import type { PriceView } from '../../../shared/lib/display-price';
import { ModeIcons } from './mode-icons';
import { PriceTag } from './price-tag';
import { QuoteFacts } from './quote-facts';
import { RouteLine } from './route-line';

export interface QuotationCardProps {
  calculation: Calculation;
  quotation: QuotationWithLegs;
  price: PriceView;
  digitsOf: DigitsOf;
  cheapest: boolean;
  fastest: boolean;
  /** Someone else's calculation: no Book, and a guest's sign-in from the prompt does not take it over. */
  readOnly?: boolean;
  onDetails: () => void;
  onBook: () => void;
}

/**
 * One way to go: its modes, the route through the hubs, who carries it, the transit time and how
 * long the offer holds, and its total (or the guest's prompt), with the details and Book (not on
 * someone else's calculation).
 */
export function QuotationCard({
  calculation,
  quotation,
  price,
  digitsOf,
  cheapest,
  fastest,
  readOnly = false,
  onDetails,
  onBook,
}: QuotationCardProps) {
  const t = useT();
  return (
    <Card className="wizard-quote" variant="borderless" role="listitem">
      <div className="wizard-quote-main">
        <div className="wizard-quote-head">
          <ModeIcons modes={quotation.modes} />
          {cheapest ? <Tag color="green">{t('wizard.quote.cheapest')}</Tag> : null}
          {fastest ? <Tag color="blue">{t('wizard.quote.fastest')}</Tag> : null}
          {quotation.manual ? <Tag color="purple">{t('wizard.quote.manual')}</Tag> : null}
        </div>
        <RouteLine calculation={calculation} quotation={quotation} />
        <QuoteFacts quotation={quotation} />
      </div>
      <div className="wizard-quote-side">
        <div className="wizard-quote-total">
          <span className="wizard-quote-total-label">{t('wizard.quote.total')}</span>
          <PriceTag view={price} digitsOf={digitsOf} calculationId={readOnly ? null : calculation.id} />
        </div>
        <div className="wizard-quote-actions">
          <Button onClick={onDetails}>{t('wizard.quote.details')}</Button>
          {readOnly ? null : (
            <Button type="primary" onClick={onBook}>
              {t('wizard.quote.book')}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
