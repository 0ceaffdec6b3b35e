import { and, eq, type SQLWrapper } from 'drizzle-orm';
import type { ORDER_TEMPLATE_LIST, OrderTemplateListQuery } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import type { Page } from '../../db/list.js';
import { listPage } from '../../db/list-filters.js';
import { orderTemplates } from './orders.schema.js';

export type OrderTemplateRow = typeof orderTemplates.$inferSelect;
export type NewOrderTemplate = Omit<typeof orderTemplates.$inferInsert, 'id' | 'createdAt'>;

const TEMPLATE_COLUMNS = {
  name: orderTemplates.name,
  createdAt: orderTemplates.createdAt,
} satisfies Record<keyof typeof ORDER_TEMPLATE_LIST, SQLWrapper>;

/** The templates of the organization (every organization's for undefined: operators), newest first unless sorted otherwise. */
export function listOrderTemplates(
  db: Db,
  organizationId: number | undefined,
  query: OrderTemplateListQuery,
): Promise<Page<OrderTemplateRow>> {
  return listPage({
    db,
    from: orderTemplates,
    columns: TEMPLATE_COLUMNS,
    where: organizationId === undefined ? undefined : eq(orderTemplates.organizationId, organizationId),
    query: query.sort ? query : { ...query, sort: { field: 'createdAt', direction: 'desc' } },
    tieBreaker: orderTemplates.id,
    map: (row) => row,
  });
}

export async function insertOrderTemplate(db: Db, template: NewOrderTemplate): Promise<OrderTemplateRow> {
  const [row] = await db.insert(orderTemplates).values(template).returning();
  return row!;
}

/** Deletes the template when it is the organization's (any for undefined); answers whether one went. */
export async function deleteOrderTemplate(db: Db, id: number, organizationId: number | undefined): Promise<boolean> {
  const rows = await db
    .delete(orderTemplates)
    .where(
      and(
        eq(orderTemplates.id, id),
        organizationId === undefined ? undefined : eq(orderTemplates.organizationId, organizationId),
      ),
    )
    .returning({ id: orderTemplates.id });
  return rows.length > 0;
}
