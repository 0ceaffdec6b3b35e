import type { RouteObject } from 'react-router';
import { page, pageWith, section } from './route-kit';

/**
 * The client area (Product specification, shell §2). The spec lists no profile here, yet a client must be able
 * to change their password and details, so /client/profile is the same screen as the partners'.
 */
export const clientRoutes: RouteObject = section('client', 'nav.client', [
  page('quotations', 'nav.client.quotations', () => import('../../features/order-lists/quotations-route')),
  pageWith('orders', 'nav.client.orders', () => import('../../features/order-lists/orders-route'), [
    page('new', 'nav.client.orders.new', () => import('../../features/orders/booking-route')),
    page(':id', 'nav.client.orders.item', () => import('../../features/orders/order-route')),
  ]),
  pageWith(
    'delivery-orders',
    'nav.client.deliveryOrders',
    () => import('../../features/order-lists/delivery-orders-route'),
    [page(':id', 'nav.client.deliveryOrders.item', () => import('../../features/orders/delivery-order-route'))],
  ),
  page('customs', 'nav.client.customs'),
  page('documents', 'nav.client.documents'),
  page('subscription', 'nav.client.subscription'),
  page('profile', 'nav.client.profile', () => import('../../features/profile/profile-route')),
  page('notifications', 'nav.client.notifications', () => import('../../features/notifications/notifications-route')),
]);
