/** The lazy route module of /partner/orders-template and /admin/orders-template. */
export { OrderTemplatesPage as Component } from './pages/order-templates-page';
