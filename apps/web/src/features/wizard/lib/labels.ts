import type {
  CalculationEvent,
  CargoForm,
  DisplayCurrency,
  Language,
  LegMode,
  LegRole,
  MessageKey,
  QuoteSort,
  SizeUnit,
  VolumeUnit,
  WeightUnit,
} from '@cargo/domain';
import { formatNumber } from '../../../shared/lib/format-number';
import type { Translate } from '../../../shared/i18n';
import type { MessageIssue } from './field-paths';
import type { GeneralPreset, VehicleBody } from './form-values';

/** Catalogue keys of the wizard's enumerations (packages/domain/src/messages/wizard-screens.ts). */
export const modeLabelKey = (mode: LegMode) => `wizard.mode.${mode}` as const satisfies MessageKey;
export const roleLabelKey = (role: LegRole) => `wizard.role.${role}` as const satisfies MessageKey;
export const unitLabelKey = (unit: SizeUnit | WeightUnit | VolumeUnit) =>
  `wizard.unit.${unit}` as const satisfies MessageKey;
export const cargoFormLabelKey = (form: CargoForm) => `wizard.cargoForm.${form}` as const satisfies MessageKey;
export const bodyLabelKey = (body: VehicleBody) => `wizard.vehicleBody.${body}` as const satisfies MessageKey;
export const sortLabelKey = (sort: QuoteSort) => `wizard.sort.${sort}` as const satisfies MessageKey;
export const presetLabelKey = (preset: GeneralPreset) => `wizard.preset.${preset}` as const satisfies MessageKey;
export const historyActionKey = (action: CalculationEvent['action']) =>
  `wizard.history.${action}` as const satisfies MessageKey;

/** A display currency as the switch names it: its code, or "Multi-currency" for DEFAULT. */
export const currencyLabel = (t: Translate, currency: DisplayCurrency): string =>
  currency === 'DEFAULT' ? t('wizard.currency.DEFAULT') : currency;

const PLURALS = ['one', 'few', 'many', 'other'] as const;
type Plural = (typeof PLURALS)[number];

/** "1 day", "3 дня", "5 дней", "12 天": the plural form the language asks for. */
export function daysText(t: Translate, language: Language, count: number): string {
  const rule = new Intl.PluralRules(language === 'zh' ? 'zh-CN' : language).select(count);
  const form: Plural = PLURALS.find((plural) => plural === rule) ?? 'other';
  return t(`wizard.days.${form}`, { count });
}

/** Limits in messages read as the product's numbers: "at most 9 999 999 kg", "at most 26.48 t". */
const NUMBER_PARAMS: ReadonlySet<string> = new Set(['max', 'min']);

/** A problem of the form in the user's language. */
export function issueText(t: Translate, { key, params }: Pick<MessageIssue, 'key' | 'params'>): string {
  if (!params) return t(key);
  const shown = Object.entries(params).map(([name, value]) => [
    name,
    typeof value === 'number' && NUMBER_PARAMS.has(name) ? formatNumber(value) : value,
  ]);
  return t(key, Object.fromEntries(shown) as Record<string, string | number>);
}
