/** A page the build prerenders in every language, and the screen module its route loads lazily. */
export interface PrerenderedPageSpec {
  /** The file name under dist/prerendered: `<name>.<language>.html`. */
  name: string;
  /** The path the server answers with it. */
  path: string;
  /** The route's lazy screen, as Vite's manifest names it (its styles and script go in the head). */
  screen: string;
}

/**
 * The pages a first visit most often opens (issue 30): the home page, and the cities-to-cities
 * landing page without a lane, which lane addresses reuse (their names need the place search,
 * so the app fills them in).
 */
export const PRERENDERED_PAGES: readonly PrerenderedPageSpec[] = [
  { name: 'home', path: '/', screen: 'src/features/home/home-route.tsx' },
  { name: 'book', path: '/book', screen: 'src/features/wizard/book-route.tsx' },
];
