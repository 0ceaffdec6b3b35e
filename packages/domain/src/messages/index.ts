import { DEFAULT_LANGUAGE, type Language } from '../languages.js';
import { accountMessages } from './account.js';
import { adminScreenMessages } from './admin-screens.js';
import { authPageMessages } from './auth-pages.js';
import { errorMessages } from './errors.js';
import { l10nMessages } from './l10n.js';
import { listsMessages } from './lists.js';
import { referenceMessages } from './reference.js';
import { tariffMessages } from './tariffs.js';
import { tariffSheetMessages } from './tariff-sheets.js';
import { uploadMessages } from './uploads.js';
import { tariffScreenMessages } from './tariff-screens.js';
import { tariffActionMessages } from './tariff-actions.js';
import { dictionaryScreenMessages } from './dictionary-screens.js';
import { geographyScreenMessages } from './geography-screens.js';
import { navMessages } from './nav.js';
import { organizationsMessages } from './organizations.js';
import { sessionMessages } from './session.js';
import { shellMessages } from './shell.js';
import { usersMessages } from './users.js';
import { pricingMessages } from './pricing.js';
import { cargoMessages } from './cargo.js';
import { commissionMessages } from './commission.js';
import { wizardScreenMessages } from './wizard-screens.js';
import { refineRequestMessages } from './refine-requests.js';
import { orderMessages } from './orders.js';
import { orderShareMessages } from './order-shares.js';
import { orderListScreenMessages } from './order-list-screens.js';
import { orderScreenMessages } from './order-screens.js';
import { orderStatusScreenMessages } from './order-status-screens.js';
import { notificationScreenMessages } from './notification-screens.js';
import { whiteLabelMessages } from './white-label.js';
import { twoFactorMessages } from './two-factor.js';
import { specRuleMessages } from './spec-rules.js';
import { quotationListMessages } from './quotation-lists.js';
import { overviewMessages } from './overview.js';

import { fillParams, type MessageParams } from './params.js';

export { defineMessages, type Translations } from './define.js';
// Apart from the catalogue: what the web app fills its loaded texts with must not pull the catalogue in.
export { fillParams, type MessageParams } from './params.js';

/** The catalogue's areas, one object each; `catalogue` merges them, and a test checks no key is defined twice. */
export const messageAreas = [
  errorMessages,
  accountMessages,
  shellMessages,
  sessionMessages,
  authPageMessages,
  usersMessages,
  organizationsMessages,
  navMessages,
  adminScreenMessages,
  l10nMessages,
  listsMessages,
  referenceMessages,
  tariffMessages,
  tariffSheetMessages,
  uploadMessages,
  tariffScreenMessages,
  tariffActionMessages,
  dictionaryScreenMessages,
  geographyScreenMessages,
  pricingMessages,
  cargoMessages,
  commissionMessages,
  wizardScreenMessages,
  refineRequestMessages,
  orderMessages,
  orderShareMessages,
  orderListScreenMessages,
  orderScreenMessages,
  orderStatusScreenMessages,
  notificationScreenMessages,
  whiteLabelMessages,
  twoFactorMessages,
  specRuleMessages,
  quotationListMessages,
  overviewMessages,
] as const;

/** The whole catalogue; one object per area, merged here so a key is defined exactly once. */
export const catalogue = {
  ...errorMessages,
  ...accountMessages,
  ...shellMessages,
  ...sessionMessages,
  ...authPageMessages,
  ...usersMessages,
  ...organizationsMessages,
  ...navMessages,
  ...adminScreenMessages,
  ...l10nMessages,
  ...listsMessages,
  ...referenceMessages,
  ...tariffMessages,
  ...tariffSheetMessages,
  ...uploadMessages,
  ...tariffScreenMessages,
  ...tariffActionMessages,
  ...dictionaryScreenMessages,
  ...geographyScreenMessages,
  ...pricingMessages,
  ...cargoMessages,
  ...commissionMessages,
  ...wizardScreenMessages,
  ...refineRequestMessages,
  ...orderMessages,
  ...orderShareMessages,
  ...orderListScreenMessages,
  ...orderScreenMessages,
  ...orderStatusScreenMessages,
  ...notificationScreenMessages,
  ...whiteLabelMessages,
  ...twoFactorMessages,
  ...specRuleMessages,
  ...quotationListMessages,
  ...overviewMessages,
};

export type MessageKey = keyof typeof catalogue;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(catalogue, value);
}

/** The message in the language, with `{name}` placeholders filled from params. */
export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  const entry = catalogue[key];
  return fillParams(entry[language] || entry[DEFAULT_LANGUAGE], params);
}

/** Every message of one language, as the web client loads it. */
export function messagesOf(language: Language): Record<MessageKey, string> {
  const result = {} as Record<MessageKey, string>;
  for (const key of Object.keys(catalogue) as MessageKey[]) result[key] = catalogue[key][language];
  return result;
}
