import type { MessageParams } from '@cargo/domain';

/** Fills `{name}` placeholders as the domain's `translate` does; unknown names stay visible. */
export function fillParams(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
