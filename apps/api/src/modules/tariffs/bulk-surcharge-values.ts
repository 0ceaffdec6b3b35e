import {
  fieldName,
  normalizeTariffInput,
  TARIFF_KIND_SPECS,
  tariffInputIssues,
  type AddSurchargesParams,
  type TariffInputParsed,
  type TariffModifier,
  type TariffPointType,
  type TariffVariant,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { refuse } from '../../errors.js';
import { variantSamples } from './bulk.repo.js';
import { checkReferences } from './tariff-references.js';
import type { TariffRow } from './tariffs.repo.js';

const SEA_VARIANTS = TARIFF_KIND_SPECS.sea.variants;
/** The fields of a surcharge value that come from ADD_SURCHARGES' params. */
const PARAM_FIELDS = new Set(['surchargeId', 'surchargeType', 'tarification', 'currency', 'lines']);

/** What a surcharge value copies from its sea tariff. */
type SeaBase = Pick<
  TariffRow,
  'variant' | 'organizationId' | 'fromType' | 'fromId' | 'toType' | 'toId' | 'validFrom' | 'validTo'
> &
  Pick<TariffRow, 'modifier' | 'clientOrganizationIds'> & { id: number | null };

const pointOf = (type: string | null, id: number | null) =>
  type && id !== null ? { type: type as TariffPointType, id } : null;

/**
 * The surcharge value ADD_SURCHARGES makes for one sea tariff: its owner, variant, ends,
 * validity and audience (a private tariff's values are as private), the params' surcharge and
 * lines, applying to that tariff. Normalized as a form's input would be.
 */
export function surchargeInput(sea: SeaBase, params: AddSurchargesParams): TariffInputParsed {
  return normalizeTariffInput('freight-surcharges', {
    variant: sea.variant as TariffVariant,
    organizationId: sea.organizationId,
    from: pointOf(sea.fromType, sea.fromId),
    to: pointOf(sea.toType, sea.toId),
    validFrom: sea.validFrom,
    validTo: sea.validTo,
    currency: params.currency,
    nds: 'NONE',
    modifier: sea.modifier as TariffModifier,
    clientOrganizationIds: sea.clientOrganizationIds,
    active: true,
    zipCodes: [],
    surchargeId: params.surchargeId,
    surchargeType: params.surchargeType,
    tarification: params.tarification,
    appliesToTariffId: sea.id,
    lines: params.lines,
  });
}

/**
 * ADD_SURCHARGES' params against each variant of the selection (a sample tariff of each; both
 * sea variants when nothing is selected): refused (400) when they fit none. Tariffs of a variant
 * they do not fit are refused one by one in the job, like any tariff whose value breaks a rule.
 */
export async function checkSurchargeParams(db: Db, ids: readonly number[], params: AddSurchargesParams): Promise<void> {
  const samples = await variantSamples(db, ids);
  const bases: SeaBase[] = samples.length
    ? samples
    : SEA_VARIANTS.map((variant) => ({
        id: null,
        variant,
        organizationId: 0,
        fromType: null,
        fromId: null,
        toType: null,
        toId: null,
        validFrom: '2000-01-01',
        validTo: '2000-01-01',
        modifier: 'PUBLIC',
        clientOrganizationIds: [],
      }));
  const subjects = bases.map((base) => ({ input: surchargeInput(base, params), ownerId: base.organizationId }));
  const references = await checkReferences(db, 'freight-surcharges', subjects);
  const problems = subjects.map(({ input }, index) =>
    [...tariffInputIssues('freight-surcharges', input), ...references[index]!.issues]
      .filter((issue) => PARAM_FIELDS.has(String(issue.path[0])))
      .map((issue) => ({
        fieldName: fieldName(['params', ...issue.path]),
        message: issue.message,
        params: issue.params,
      })),
  );
  if (problems.every((list) => list.length > 0)) throw refuse(problems[0]!);
}
