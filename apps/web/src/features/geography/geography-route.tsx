/** The lazy route module of `/admin/dictionaries/geography`. */
export { GeographyPage as Component } from './pages/geography-page';
