/** The values of a message's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders of a message from params; unknown names stay visible. */
export function fillParams(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
