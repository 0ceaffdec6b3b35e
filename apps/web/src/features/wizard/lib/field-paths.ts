import type { MessageKey, MessageParams } from '@cargo/domain';
import type { FieldPath } from '../../../shared/forms';

/** A catalogue message at a form field, or (path null) above the form's button. */
export interface MessageIssue {
  path: FieldPath | null;
  key: MessageKey;
  params?: MessageParams;
}

/**
 * A path of the request (`cargo.containers.0.weight`, as zod, the API's field errors and the
 * domain's cargo check name it) as the form's (`containers.0.weight`); undefined where no field
 * of the form shows it.
 */
export function formPath(path: FieldPath): FieldPath | undefined {
  const [root, ...rest] = path;
  if (root === 'from' || root === 'to' || root === 'readyDate' || root === 'currency' || root === 'customCommission')
    return [root];
  if (root !== 'cargo') return undefined;
  const [list, index, field] = rest;
  if (list === 'vehicle') return index === undefined ? undefined : ['vehicle', index];
  const lists: Record<string, string> = { items: 'general', containers: 'containers', pallets: 'pallets' };
  const name = typeof list === 'string' ? lists[list] : undefined;
  if (!name || typeof index !== 'number' || field === undefined) return undefined;
  return [name, index, field];
}

export const samePath = (a: FieldPath | null, b: FieldPath): boolean =>
  a !== null && a.length === b.length && a.every((part, index) => part === b[index]);
