/** The lazy route module of /book, the cities-to-cities page (app/routes/public-routes.tsx). */
export { BookPage as Component } from './pages/book-page';
