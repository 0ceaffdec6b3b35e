import type { QuoteLeg, QuotePoint } from '@cargo/domain';
import { Tag } from 'antd';
import { useI18n } from '../../../shared/i18n';
import { formatNumber } from '../../../shared/lib/format-number';
import { daysText, roleLabelKey } from '../lib/labels';
import { formatMoney, type DigitsOf } from '../../../shared/lib/format-money';
import { ModeIcon } from './mode-icons';

const pointName = (point: QuotePoint | null) =>
  point ? (point.code ? `${point.name} (${point.code})` : point.name) : null;

/**
 * One leg of a quotation in details: what it does (pickup, services, main carriage…), where, by
 * whom, how long, and — for those who may see prices — its cost and VAT (percent and amount).
 */
export function LegItem({ leg, digitsOf }: { leg: QuoteLeg; digitsOf: DigitsOf }) {
  const { t, language } = useI18n();
  const ends = [pointName(leg.from), pointName(leg.to)].filter((name): name is string => name !== null);
  const place = ends.length === 2 && ends[0] === ends[1] ? [ends[0]] : ends;
  const facts: [string, string][] = [
    ...(leg.carrier ? [[t('wizard.leg.carrier'), leg.carrier.name] as [string, string]] : []),
    [t('wizard.leg.provider'), leg.organization.name],
    ...(leg.service ? [[t('wizard.leg.service'), leg.service.name] as [string, string]] : []),
    ...(leg.surcharge ? [[t('wizard.role.SURCHARGE'), leg.surcharge.name] as [string, string]] : []),
    ...(leg.transitDays !== null
      ? [[t('wizard.quote.transit'), daysText(t, language, leg.transitDays)] as [string, string]]
      : []),
  ];
  return (
    <li className="wizard-leg">
      <div className="wizard-leg-head">
        <Tag className="wizard-leg-role">{t(roleLabelKey(leg.role))}</Tag>
        <ModeIcon mode={leg.mode} />
        <span className="wizard-leg-place">{place.join(' → ')}</span>
        {leg.distanceKm !== null ? (
          <span className="wizard-leg-distance">
            {t('wizard.leg.distance', { km: formatNumber(leg.distanceKm, 0) })}
          </span>
        ) : null}
      </div>
      <div className="wizard-leg-body">
        <dl className="wizard-leg-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {leg.cost ? (
          <div className="wizard-leg-money">
            <span className="wizard-leg-cost">{formatMoney(leg.cost, digitsOf)}</span>
            <span className="wizard-leg-vat">
              {leg.vatPercent === null
                ? t('wizard.leg.noVat')
                : `${t('wizard.leg.vat', { percent: leg.vatPercent })}${leg.vat?.amount ? `: ${formatMoney(leg.vat, digitsOf)}` : ''}`}
            </span>
          </div>
        ) : null}
      </div>
    </li>
  );
}
