import { fillParams, type MessageParams } from '@cargo/domain';
import type { Translate } from './i18n-context';
import { labelText, type Label } from './label';

/** `t` over one language's loaded messages: a label's text with its `{name}` placeholders filled. */
export function translatorOf(messages: Readonly<Record<string, string>>): Translate {
  return (key: Label, params?: MessageParams) => fillParams(labelText(messages, key), params);
}
