/**
 * How names and queries are compared: lower case, Latin diacritics dropped (São → sao),
 * ё as е, punctuation as spaces, runs of spaces as one. Chinese and other scripts pass through.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The keys a name is found by: the whole name and the name from each later word on, so
 * "Saint Petersburg" is found by "saint p…" and by "peter…", and "Shanghai Pudong
 * International Airport" by "pudong".
 */
export function nameKeys(name: string): string[] {
  const normalized = normalizeText(name);
  if (!normalized) return [];
  const keys = [normalized];
  for (let at = normalized.indexOf(' '); at !== -1; at = normalized.indexOf(' ', at + 1))
    keys.push(normalized.slice(at + 1));
  return keys;
}
