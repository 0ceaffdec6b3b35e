import {
  isOperator,
  keptTariffVariants,
  MAX_BULK_TARIFFS,
  type BulkTariffRequestParsed,
  type Language,
  type TariffKind,
  type TariffVariant,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { AppError, refuse } from '../../errors.js';
import type { Caller } from '../auth/index.js';
import { tenantOf } from '../organizations/index.js';
import { refuseDuplicatingBulk } from './bulk-duplicates.js';
import { BULK_CHUNK_SIZE, type BulkContext, type BulkJobData, type BulkWork } from './bulk-job.js';
import { checkSurchargeParams } from './bulk-surcharge-values.js';
import { selectTariffIds } from './bulk.repo.js';
import { checkTariffOwner } from './tariff-owner.js';

/** The variants of `kind` a partner's approved profiles open (its rates tabs). Asked for partners only. */
async function keptVariants(
  { organizations }: BulkContext,
  caller: Caller,
  kind: TariffKind,
): Promise<TariffVariant[]> {
  return keptTariffVariants(kind, await organizations.get(caller, caller.organizationId), isOperator(caller));
}

async function checkNewOwner(db: Db, caller: Caller, organizationId: number): Promise<void> {
  if (!isOperator(caller)) throw new AppError('FORBIDDEN');
  await checkTariffOwner(db, organizationId, 'params.organizationId');
}

/**
 * Checks a bulk request, resolves its selection and starts the job (START); answers the job's id.
 */
export async function beginBulkAction(
  context: BulkContext,
  caller: Caller,
  kind: TariffKind,
  request: BulkTariffRequestParsed,
  language: Language,
  today: string,
): Promise<string> {
  const { action } = request;
  if ((action === 'ADD_SURCHARGES' || action === 'DELETE_SURCHARGES') && kind !== 'sea')
    throw refuse([{ fieldName: 'action', message: 'validation.invalidValue' }]);
  if (request.action === 'CHANGE_OWNER') await checkNewOwner(context.db, caller, request.params.organizationId);
  const owner = tenantOf(caller);
  let variants: TariffVariant[] | undefined;
  if (owner !== undefined && action === 'PROLONG') variants = await keptVariants(context, caller, kind);
  if (owner !== undefined && action === 'ADD_SURCHARGES') {
    variants = await keptVariants(context, caller, 'freight-surcharges');
    if (!variants.length) throw new AppError('FORBIDDEN', { message: 'tariffs.kindNotAuthorized' });
  }
  const selection = request.ids ? { ids: request.ids } : { filter: request.filter ?? { filters: [] } };
  const ids = await selectTariffIds(context.db, kind, owner, selection, language, today, MAX_BULK_TARIFFS + 1);
  if (ids.length > MAX_BULK_TARIFFS)
    throw refuse([{ fieldName: 'filter', message: 'validation.tooManyItems', params: { max: MAX_BULK_TARIFFS } }]);
  if (request.action === 'ADD_SURCHARGES') await checkSurchargeParams(context.db, ids, request.params);

  const work = { action: request.action, params: request.params } as BulkWork;
  // All or nothing: a selection any tariff of which would become a duplicate is refused whole.
  if (work.action === 'PROLONG' || work.action === 'CHANGE_OWNER')
    await refuseDuplicatingBulk(context.db, { caller, kind, work, variants }, ids, BULK_CHUNK_SIZE);
  const job = await context.progress.start(caller, 'tariff-bulk', ids.length);
  const data: BulkJobData = { jobId: job.id, caller, kind, work, ids, ...(variants ? { variants } : {}) };
  await context.dispatch(data);
  return job.id;
}
