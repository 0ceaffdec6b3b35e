import { dataOf, mailSchema, pageOf, type Mail } from '@cargo/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type QueryParams } from '../../../shared/http';

const responseSchema = dataOf(pageOf(mailSchema));

export interface MailListParams {
  page: number;
  size: number;
  sort?: string;
  /** CONTAINS over the recipients. */
  recipient?: string;
  status?: string;
  kind?: string;
}

export const mailsKeys = {
  all: ['mails'] as const,
  list: (params: MailListParams) => [...mailsKeys.all, 'list', params] as const,
};

/** GET /api/v1/mails — the mail outbox, newest first (operators). */
export async function listMails(params: MailListParams): Promise<{ items: Mail[]; total: number }> {
  const body = await http.get('/mails', { params: params as unknown as QueryParams, schema: responseSchema });
  return body.data;
}

export function mailsQueryOptions(params: MailListParams) {
  return queryOptions({
    queryKey: mailsKeys.list(params),
    queryFn: () => listMails(params),
    placeholderData: keepPreviousData,
  });
}

export function useMails(params: MailListParams) {
  return useQuery(mailsQueryOptions(params));
}
