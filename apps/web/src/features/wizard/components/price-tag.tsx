import { formatMoney, type DigitsOf } from '../../../shared/lib/format-money';
import type { PriceView } from '../../../shared/lib/display-price';
import { GuestPrompt } from './guest-prompt';

/** A price as the viewer may see it: one amount, one per currency ("multi"), or the guest's prompt. */
export function PriceTag({
  view,
  digitsOf,
  calculationId,
}: {
  view: PriceView;
  digitsOf: DigitsOf;
  calculationId: string | null;
}) {
  if (view.kind === 'hidden') return <GuestPrompt calculationId={calculationId} />;
  if (view.kind === 'single') return <span className="wizard-price">{formatMoney(view.money, digitsOf)}</span>;
  return (
    <span className="wizard-price wizard-price-multi">
      {view.moneys.map((money) => (
        <span key={money.currency}>{formatMoney(money, digitsOf)}</span>
      ))}
    </span>
  );
}
