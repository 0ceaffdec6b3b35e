/** The lazy route module of /admin/dictionaries/languages: the languages and their translations. */
export { TranslationsPage as Component } from './pages/translations-page';
