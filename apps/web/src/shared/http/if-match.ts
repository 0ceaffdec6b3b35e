/** The If-Match header that guards a save of the version read (none when adding). */
export function ifMatch(version: number | undefined): Record<string, string> {
  return version === undefined ? {} : { 'If-Match': `"${version}"` };
}
