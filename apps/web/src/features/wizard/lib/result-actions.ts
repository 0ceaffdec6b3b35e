import { isOperator, isPartner, memberOf, type Calculation, type CurrentUser } from '@cargo/domain';

/**
 * Where a user finds their organization's order templates: partners and operators have a page of
 * them (Product specification, shell §2); clients have none, so the saved template is only announced.
 */
export function templatesPathOf(user: CurrentUser): string | null {
  const member = memberOf(user);
  if (isOperator(member)) return '/admin/orders-template';
  if (isPartner(member)) return '/partner/orders-template';
  return null;
}

/** The operators' manual booking of a calculation (Product specification, domain §2 "manual new booking"). */
export const manualBookingPath = (calculationId: string) =>
  `/admin/orders/new?${new URLSearchParams({ calculationId }).toString()}`;

/**
 * What the results' toolbar offers besides sort and currency: saving the request as a template
 * (a signed-in user on a calculation they may act on) and, for operators, booking it by hand.
 */
export function resultActionsOf(
  calculation: Pick<Calculation, 'editable'>,
  user: CurrentUser | null,
  options: { readOnly: boolean; isWidget: boolean },
): { saveTemplate: boolean; bookManually: boolean } {
  const usable = user !== null && calculation.editable && !options.readOnly && !options.isWidget;
  return { saveTemplate: usable, bookManually: usable && isOperator(memberOf(user)) };
}
