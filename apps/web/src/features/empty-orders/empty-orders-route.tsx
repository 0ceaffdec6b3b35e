/** The lazy route module of `/partner/empty-orders` and `/admin/empty-orders`: who looks decides what shows. */
export { EmptyOrdersPage as Component } from './pages/empty-orders-page';
