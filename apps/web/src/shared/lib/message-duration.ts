import { MESSAGE_MAX_MS, MESSAGE_MIN_MS, MESSAGE_MS_PER_CHARACTER } from './constants';

/** How long a message stays on screen: longer texts need longer to read (Product specification, shell §8, §9). */
export function messageDurationMs(text: string): number {
  return Math.min(MESSAGE_MAX_MS, Math.max(MESSAGE_MIN_MS, [...text].length * MESSAGE_MS_PER_CHARACTER));
}
