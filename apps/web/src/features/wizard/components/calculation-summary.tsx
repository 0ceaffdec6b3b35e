import { ArrowRightOutlined, CalculatorOutlined } from '@ant-design/icons';
import type { Calculation, QuotePoint } from '@cargo/domain';
import { Button, Card } from 'antd';
import { useNavigate } from 'react-router';
import { useI18n } from '../../../shared/i18n';
import { formatDate, formatDay } from '../../../shared/lib/format-date';
import { useCargoTypeNames } from '../api/cargo-dictionaries';
import { cargoLine } from '../../../shared/lib/cargo-line';
import './calculation-page.css';

const pointName = (point: Pick<QuotePoint, 'name' | 'code'>) =>
  point.code ? `${point.name} (${point.code})` : point.name;

export interface CalculationSummaryProps {
  calculation: Calculation;
  /** The wizard filled with this request, offered to whoever may not act on the calculation itself. */
  calculateLink: string | null;
}

/**
 * Above a calculation's list on its own page: what is carried where — from → to, the ready date,
 * the cargo in a line, when it was calculated — and, on someone else's calculation, "Calculate
 * this route" into the wizard with the same request.
 */
export function CalculationSummary({ calculation, calculateLink }: CalculationSummaryProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { cargo } = calculation.request;
  const { nameOf, loading } = useCargoTypeNames(cargo.type);
  return (
    <Card className="wizard-card calculation-summary" variant="borderless">
      <section className="calculation-summary-body" aria-label={t('wizard.summary')}>
        <div className="calculation-summary-main">
          <p className="wizard-route calculation-summary-route" aria-label={t('wizard.route')}>
            <span className="wizard-route-end">{pointName(calculation.from)}</span>
            <ArrowRightOutlined className="wizard-route-arrow" aria-hidden="true" />
            <span className="wizard-route-end">{pointName(calculation.to)}</span>
          </p>
          <dl className="wizard-quote-facts">
            <div>
              <dt>{t('wizard.readyDate')}</dt>
              <dd>{formatDay(calculation.readyDate)}</dd>
            </div>
            <div>
              <dt>{t('wizard.cargo')}</dt>
              <dd>{loading ? '…' : cargoLine(cargo, nameOf, t)}</dd>
            </div>
            <div>
              <dt>{t('wizard.details.createdAt')}</dt>
              <dd>{formatDate(calculation.createdAt)}</dd>
            </div>
          </dl>
        </div>
        {calculateLink ? (
          <div className="calculation-summary-side">
            <Button
              type="primary"
              icon={<CalculatorOutlined aria-hidden="true" />}
              href={calculateLink}
              onClick={(event) => {
                event.preventDefault();
                void navigate(calculateLink);
              }}
            >
              {t('wizard.calculateRoute')}
            </Button>
            <p className="calculation-summary-hint">{t('wizard.calculateRoute.hint')}</p>
          </div>
        ) : null}
      </section>
    </Card>
  );
}
