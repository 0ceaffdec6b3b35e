/** The lazy route module of /client, /partner and /admin orders/:id: the single order. */
export { OrderPage as Component } from './pages/order-page';
