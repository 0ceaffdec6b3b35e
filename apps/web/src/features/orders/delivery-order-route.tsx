/** The lazy route module of /partner, /client and /admin delivery-orders/:id: one delivery order. */
export { DeliveryOrderPage as Component } from './pages/delivery-order-page';
