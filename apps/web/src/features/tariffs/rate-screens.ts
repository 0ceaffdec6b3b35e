import type { TariffKind } from '@cargo/domain';

/**
 * The route table's way in (app/routes): a lazy screen per rate kind, under /partner/rates/… and
 * /admin/rates/… alike. Nothing is loaded until a rates page opens; then one chunk serves them all.
 */
export const rateScreen = (kind: TariffKind) => () =>
  import('./rates-route').then((module) => module.screenModule(kind));
