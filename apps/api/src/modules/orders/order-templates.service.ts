import type { z } from 'zod';
import {
  isOperator,
  personName,
  placeKey,
  type Language,
  type orderTemplateBodySchema,
  type OrderTemplate,
  type OrderTemplateListQuery,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import type { Page } from '../../db/list.js';
import { AppError } from '../../errors.js';
import type { Caller } from '../auth/index.js';
import { notFound, tenantOf } from '../organizations/index.js';
import {
  deleteOrderTemplate,
  insertOrderTemplate,
  listOrderTemplates,
  type OrderTemplateRow,
} from './order-templates.repo.js';
import type { CalculationsService, RouteView } from '../pricing/index.js';
import { usersByIds, type UserFacts } from './orders.repo.js';

export type OrderTemplateInput = z.output<typeof orderTemplateBodySchema>;

export interface OrderTemplatesService {
  list(caller: Caller, query: OrderTemplateListQuery, language: Language): Promise<Page<OrderTemplate>>;
  create(caller: Caller, body: OrderTemplateInput, language: Language): Promise<OrderTemplate>;
  /** Another organization's template is not found (404), as if it did not exist. */
  remove(caller: Caller, id: number): Promise<void>;
}

function toTemplate(row: OrderTemplateRow, users: ReadonlyMap<number, UserFacts>, ends: RouteView): OrderTemplate {
  const owner = row.userId === null ? undefined : users.get(row.userId);
  return {
    id: row.id,
    name: row.name,
    request: row.request,
    from: ends.from,
    to: ends.to,
    owner: owner ? { id: owner.id, name: personName(owner) } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Order templates (Product specification, domain "orders-template"): a calculation request kept under a name, so
 * a client starts the next quote from it. They belong to the organization of whoever saved them;
 * operators see and remove everyone's.
 */
export function createOrderTemplatesService(deps: {
  db: Db;
  calculations: CalculationsService;
}): OrderTemplatesService {
  const { db, calculations } = deps;

  /** The requests' ends named in the language, one read of the reference versions for a page. */
  const endsOf = (rows: readonly OrderTemplateRow[], language: Language) =>
    calculations.routeViews(
      rows.map((row) => ({ legs: [], ends: [placeKey(row.request.from), placeKey(row.request.to)] })),
      language,
    );

  return {
    async list(caller, query, language) {
      const page = await listOrderTemplates(db, tenantOf(caller), query);
      const users = await usersByIds(
        db,
        page.items.map((row) => row.userId),
      );
      const ends = await endsOf(page.items, language);
      const items = page.items.map((row, at) => toTemplate(row, users, ends[at]!));
      return { items, total: page.total };
    },

    async create(caller, body, language) {
      // A quote with a custom commission is the operators' (calculations refuse it to others):
      // a template nobody but an operator could quote is refused the same way, now rather than later.
      if (body.request.customCommission && !isOperator(caller))
        throw new AppError('FORBIDDEN', { message: 'pricing.customCommissionOperators' });
      const row = await insertOrderTemplate(db, {
        organizationId: caller.organizationId,
        userId: caller.userId,
        name: body.name,
        request: body.request,
      });
      return toTemplate(row, await usersByIds(db, [caller.userId]), (await endsOf([row], language))[0]!);
    },

    async remove(caller, id) {
      if (!(await deleteOrderTemplate(db, id, tenantOf(caller)))) throw notFound();
    },
  };
}
