import type { MessageKey, Money, ShownFees } from '@cargo/domain';

export interface FeeLine {
  key: Extract<MessageKey, 'wizard.fees.commission' | 'wizard.fees.sellerReward' | 'wizard.fees.serviceFee'>;
  money: Money;
}

/**
 * The fees of a quotation or an order, one line each, as the API gave them to this reader
 * (shownFees decides: a client receives the service fee alone, partners and operators the
 * commission and markup apart). The screen shows what it received and decides nothing.
 */
export function feeLines(fees: ShownFees): FeeLine[] {
  const lines: FeeLine[] = [];
  if (fees.commission) lines.push({ key: 'wizard.fees.commission', money: fees.commission });
  if (fees.sellerReward) lines.push({ key: 'wizard.fees.sellerReward', money: fees.sellerReward });
  if (fees.serviceFee) lines.push({ key: 'wizard.fees.serviceFee', money: fees.serviceFee });
  return lines;
}
