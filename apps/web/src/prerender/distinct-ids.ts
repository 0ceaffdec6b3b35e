/** Attributes whose value is an element's id, or a list of them. */
const ID_ATTRIBUTES =
  /(\s(?:id|for|form|list|headers|aria-(?:labelledby|describedby|controls|owns|activedescendant|details|errormessage|flowto))=")([^"]*)(")/g;
/** A link to a place in the page. */
const FRAGMENT_LINKS = /(\shref="#)([^"]+)(")/g;

/**
 * The narrow render's markup with every id that the wide render also uses renamed (`prefix` +
 * id), and every reference to it: one document holds both renders (page-document.ts), and a
 * label's `for`, a skip link's `#main-content` or a field's description must name the element of
 * the render that shows, not the first of two alike (the wide one, hidden on a phone).
 */
export function withDistinctIds(narrow: string, wide: string, prefix: string): string {
  const taken = new Set([...wide.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
  const rename = (id: string) => (taken.has(id) ? `${prefix}${id}` : id);
  return narrow
    .replace(
      ID_ATTRIBUTES,
      (_, start: string, ids: string, end: string) => start + ids.split(' ').map(rename).join(' ') + end,
    )
    .replace(FRAGMENT_LINKS, (_, start: string, id: string, end: string) => start + rename(id) + end);
}
