/**
 * Text the product accepts at all (docs/decisions.md D91): no NUL character,
 * which PostgreSQL cannot store in text and which answered 500 on 74 operations, and no lone
 * UTF-16 surrogate, which is no character at all and would be stored as U+FFFD, silently changed.
 * One rule for every string of every request, checked before any schema of its own.
 */

// ES2024's String.prototype.isWellFormed (Node 20): the lib of this project is ES2023.
type WellFormed = { isWellFormed(): boolean };

export function isAllowedText(value: string): boolean {
  return !value.includes('\0') && (value as unknown as WellFormed).isWellFormed();
}

/** A place in the walked value: its parent's place and its own key, so paths cost nothing until one is named. */
interface Place {
  value: unknown;
  parent: Place | undefined;
  key: PropertyKey;
}

function pathOf(place: Place | undefined): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let current = place; current?.parent; current = current.parent) path.push(current.key);
  return path.reverse();
}

/**
 * The path of the first string (a value or a property name) in `value` that is not allowed text,
 * or undefined when all are. Walks with its own stack: a body of a million nested arrays is
 * refused by its schema, not by a stack overflow here.
 */
export function forbiddenTextPath(value: unknown): PropertyKey[] | undefined {
  const stack: Place[] = [{ value, parent: undefined, key: '' }];
  while (stack.length > 0) {
    const place = stack.pop()!;
    const current = place.value;
    if (typeof current === 'string') {
      if (!isAllowedText(current)) return pathOf(place);
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--)
        stack.push({ value: current[index], parent: place, key: index });
      continue;
    }
    const keys = Object.keys(current);
    for (let index = keys.length - 1; index >= 0; index--) {
      const key = keys[index]!;
      if (!isAllowedText(key)) return [...pathOf(place), key];
      stack.push({ value: (current as Record<string, unknown>)[key], parent: place, key });
    }
  }
  return undefined;
}
