import type { Language } from '@cargo/domain';
import { queryOptions } from '@tanstack/react-query';
import { http, type ResponseSchema } from '../../http';
import { l10nKeys } from '../keys';
import { acceptLanguageOf } from '../language-store';

/** One language's messages, as the shell shows them. */
export interface LoadedMessages {
  language: Language;
  messages: Readonly<Record<string, string>>;
}

/** `{ data: { key: text } }`, checked without pulling a schema library into the first screen. */
const messagesResponseSchema: ResponseSchema<{ data: Record<string, string> }> = {
  parse(body) {
    const data = (body as { data?: unknown } | undefined)?.data;
    if (typeof data !== 'object' || data === null || Object.values(data).some((text) => typeof text !== 'string'))
      throw new TypeError('messages.json: the answer is not a map of texts');
    return { data: data as Record<string, string> };
  },
};

/** GET /api/v1/common/l10n/messages.json?lang= — every interface message in one language. */
export async function getMessages(language: Language): Promise<LoadedMessages> {
  const body = await http.get('/common/l10n/messages.json', {
    params: { lang: language },
    // The messages are fetched before the switch: ask in the language being loaded.
    headers: { 'Accept-Language': acceptLanguageOf(language) },
    schema: messagesResponseSchema,
  });
  return { language, messages: body.data };
}

export function messagesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: l10nKeys.messages(language),
    queryFn: () => getMessages(language),
    // Messages change with a deploy, and a deploy reloads the page.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 2,
  });
}
