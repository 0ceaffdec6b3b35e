/** The lazy route module of /client/delivery-orders, /partner/delivery-orders and /admin/delivery-orders. */
export { DeliveryOrdersPage as Component } from './pages/delivery-orders-page';
