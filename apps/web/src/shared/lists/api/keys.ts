/** Saved filters and collection views of one list (`dictionaries/sea-lines`, `rates/sea`). */
export const listViewsKeys = {
  filters: (context: string) => ['list-views', 'filters', context] as const,
  views: (context: string) => ['list-views', 'views', context] as const,
};
