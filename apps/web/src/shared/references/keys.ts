/**
 * Query keys of the reference lists pickers read. Everything of one API resource
 * (`/dictionaries/sea-lines`) hangs under `referenceKeys.resource(path)`: a change there (the
 * dictionary screens invalidate it) refreshes the names other screens show for its entries and
 * the options of its pickers at once.
 */
export const referenceKeys = {
  all: ['dictionaries'] as const,
  resource: (path: string) => [...referenceKeys.all, path] as const,
  names: (path: string, ids: readonly number[], operator: boolean) =>
    [...referenceKeys.resource(path), 'names', ids, operator] as const,
  options: (path: string, search: string, operator: boolean) =>
    [...referenceKeys.resource(path), 'options', search, operator] as const,
  /** Every entry a form chooses from (the cargo dictionaries), as an operator or as anyone else reads them. */
  entries: (path: string, operator: boolean) => [...referenceKeys.resource(path), 'entries', operator] as const,
};
