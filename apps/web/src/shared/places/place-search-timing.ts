/** How long typing must pause before a place search goes out (both place fields). */
export const PLACE_SEARCH_DEBOUNCE_MS = 150;
