import type { MessageKey, MessageParams } from '@cargo/domain';
import type { FieldPath } from './zod-rule';

/**
 * A rule the form's values break, found before sending: the field that shows it (none: above the
 * buttons) and the catalogue message.
 */
export interface FormProblem {
  /** A path of the form's values: `['lines', 2, 'price']`. */
  name?: FieldPath;
  key: MessageKey;
  params?: MessageParams;
}
