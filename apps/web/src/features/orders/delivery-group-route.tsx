/** The lazy route module of /partner/delivery-group-orders/:id: an order's delivery orders. */
export { DeliveryGroupPage as Component } from './pages/delivery-group-page';
