/** The lazy route module of /client/orders, /partner/orders (and /partner/orders/all) and /admin/orders. */
export { OrdersPage as Component } from './pages/orders-page';
