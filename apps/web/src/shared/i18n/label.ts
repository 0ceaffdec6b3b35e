import type { MessageKey } from '@cargo/domain';

/**
 * What a screen names: a catalogue key, or a key built from data (an enumeration's value, a
 * field's name, a job's failure) which the catalogue may lack, with what shows then — another
 * label, or a text as it is. Whether a key exists is answered by the loaded catalogue (the
 * API's, with the operators' edits), never by a copy bundled into the app.
 */
export type Label = MessageKey | KeyOr | ShownAsIs;

export interface KeyOr {
  key: string;
  otherwise: Label;
}

export interface ShownAsIs {
  text: string;
}

/** A key the catalogue may lack, and what shows then. */
export const keyOr = (key: string, otherwise: Label): KeyOr => ({ key, otherwise });

/** A text shown as it is: a value the catalogue has no words for. */
export const asIs = (text: string): ShownAsIs => ({ text });

/** The text of a label in the loaded messages; a catalogue key they lack shows as itself. */
export function labelText(messages: Readonly<Record<string, string>>, label: Label): string {
  if (typeof label === 'string') return messages[label] ?? label;
  if ('text' in label) return label.text;
  return messages[label.key] ?? labelText(messages, label.otherwise);
}
