/** The lazy route module of /client/quotations, /partner/quotations and /admin/quotations. */
export { QuotationsPage as Component } from './pages/quotations-page';
