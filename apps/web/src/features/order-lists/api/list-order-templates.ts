import { dataOf, orderTemplateSchema, pageOf, quotePointSchema } from '@cargo/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/http';
import { templateQueryOf, type TemplateListParams } from '../lib/template-query';
import { orderListsKeys } from './keys';

/**
 * A template as the list reads it. The contract (orderTemplateSchema) keeps the request's ends by
 * id only; when the answer names them too (`from`, `to` as a calculation names its ends), the
 * list and the wizard show those names.
 */
const templateRowSchema = orderTemplateSchema.extend({
  from: quotePointSchema.nullish(),
  to: quotePointSchema.nullish(),
});
export type OrderTemplateRow = z.infer<typeof templateRowSchema>;

const responseSchema = dataOf(pageOf(templateRowSchema));

/**
 * GET /api/v1/orders/templates — a page of the caller's organization's saved calculation requests
 * (operators: every organization's), sorted and filtered; the search is the name in part.
 */
export async function listOrderTemplates(
  params: TemplateListParams,
): Promise<{ items: OrderTemplateRow[]; total: number }> {
  const body = await http.get('/orders/templates', { params: { ...templateQueryOf(params) }, schema: responseSchema });
  return body.data;
}

export function orderTemplatesQueryOptions(params: TemplateListParams) {
  return queryOptions({
    queryKey: orderListsKeys.templateList(params),
    queryFn: () => listOrderTemplates(params),
    placeholderData: keepPreviousData,
  });
}

export function useOrderTemplates(params: TemplateListParams) {
  return useQuery(orderTemplatesQueryOptions(params));
}
