import {
  majorToMinor,
  minorToMajor,
  type CargoType,
  type Commission,
  type CommissionInput,
  type CommissionType,
} from '@cargo/domain';
import { PERCENT_DIGITS } from '../../../shared/lib/format-money';

/** A step of a PRICE_RANGE rule as the form holds it: major units of the rule's currency. */
export interface RangeValues {
  from: number | null;
  /** Empty: the last, open step. */
  to: number | null;
  amount: number | null;
}

/**
 * The form's values: amounts in major units of the chosen currency and the percentage in
 * percent, as people type them; `inputOf` turns them into the API's minor units and hundredths.
 */
export interface CommissionFormValues {
  organizationId: number | null;
  integrator: boolean;
  cargoType: CargoType | null;
  type: CommissionType;
  currency: string | null;
  percent: number | null;
  ranges: RangeValues[];
  minAmount: number | null;
  maxAmount: number | null;
}

/** Who fills the form in: operators choose the organization and the variant, a partner's admin neither. */
export interface FormContext {
  operator: boolean;
}

/** A new rule: operators start on the marketplace's commission, partners on their markup. */
export function newFormValues(context: FormContext, organizationId: number | null): CommissionFormValues {
  return {
    organizationId,
    integrator: context.operator,
    cargoType: null,
    type: 'PERCENT_FROM_SALES',
    currency: 'USD',
    percent: null,
    ranges: [{ from: 0, to: null, amount: null }],
    minAmount: null,
    maxAmount: null,
  };
}

const major = (minor: number | null, digits: number) => (minor === null ? null : minorToMajor(minor, digits));
const minor = (value: number | null | undefined, digits: number) =>
  value === null || value === undefined ? null : majorToMinor(value, digits);

/** A rule of the API in the form's units. */
export function formValuesOf(commission: Commission, digits: number): CommissionFormValues {
  return {
    organizationId: commission.organization.id,
    integrator: commission.integrator,
    cargoType: commission.cargoType,
    type: commission.type,
    currency: commission.currency,
    percent: major(commission.percent, PERCENT_DIGITS),
    ranges: commission.ranges.length
      ? commission.ranges.map((range) => ({
          from: minorToMajor(range.from, digits),
          to: major(range.to, digits),
          amount: minorToMajor(range.amount, digits),
        }))
      : [{ from: 0, to: null, amount: null }],
    minAmount: major(commission.minAmount, digits),
    maxAmount: major(commission.maxAmount, digits),
  };
}

/** The body as the form builds it: what is still empty is null, for the contract to name. */
export type CommissionBody = Omit<CommissionInput, 'cargoType' | 'currency' | 'ranges'> & {
  cargoType: CargoType | null;
  currency: string | null;
  ranges: RangeValues[];
};

/**
 * The body the form sends: minor units of the currency (`digits` decimals), hundredths of a
 * percent; empty fields as null, so the contract names them. A partner sends no organization:
 * the API takes its own. Only the chosen type's values go: the other's stay in the form.
 */
export function inputOf(context: FormContext, values: CommissionFormValues, digits: number): CommissionBody {
  const percentage = values.type === 'PERCENT_FROM_SALES';
  return {
    ...(context.operator ? { organizationId: values.organizationId } : {}),
    cargoType: values.cargoType,
    integrator: values.integrator,
    type: values.type,
    currency: values.currency,
    percent: percentage ? minor(values.percent, PERCENT_DIGITS) : null,
    ranges: percentage
      ? []
      : values.ranges.map((range) => ({
          from: minor(range.from, digits),
          to: minor(range.to, digits),
          amount: minor(range.amount, digits),
        })),
    minAmount: minor(values.minAmount, digits),
    maxAmount: minor(values.maxAmount, digits),
  };
}
