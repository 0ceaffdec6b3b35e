/**
 * One string object per distinct value, for the text a database driver gives every row afresh:
 * a million indexed tariffs share a few thousand point keys, dates and codes.
 */
export function interner(): <T extends string | null>(value: T) => T {
  const seen = new Map<string, string>();
  return <T extends string | null>(value: T): T => {
    if (value === null) return value;
    const known = seen.get(value);
    if (known !== undefined) return known as T;
    seen.set(value, value);
    return value;
  };
}
