import type { RouteObject } from 'react-router';
import { page, pageWith, ratePages, section } from './route-kit';
import { SHARED_DICTIONARIES } from './route-names';
import { dictionaryScreen } from '../../features/dictionaries/dictionary-screens';

/** The partner area (Product specification, shell §2): carriers' and forwarders' pages, their rates and dictionaries. */
export const partnerRoutes: RouteObject = section('partner', 'nav.partner', [
  page('profile', 'nav.partner.profile', () => import('../../features/profile/profile-route')),
  page('notifications', 'nav.partner.notifications', () => import('../../features/notifications/notifications-route')),

  pageWith('orders', 'nav.partner.orders', () => import('../../features/order-lists/orders-route'), [
    page('all', 'nav.partner.orders.all', () => import('../../features/order-lists/orders-route')),
    page(':id', 'nav.partner.orders.item', () => import('../../features/orders/order-route')),
  ]),
  page('quotations', 'nav.partner.quotations', () => import('../../features/order-lists/quotations-route')),
  page(
    'orders-template',
    'nav.partner.ordersTemplate',
    () => import('../../features/order-lists/order-templates-route'),
  ),
  pageWith(
    'delivery-orders',
    'nav.partner.deliveryOrders',
    () => import('../../features/order-lists/delivery-orders-route'),
    [page(':id', 'nav.partner.deliveryOrders.item', () => import('../../features/orders/delivery-order-route'))],
  ),
  page(
    'delivery-group-orders/:id',
    'nav.partner.deliveryGroupOrders.item',
    () => import('../../features/orders/delivery-group-route'),
  ),
  page(
    'personal-orders',
    'nav.partner.personalOrders',
    () => import('../../features/order-lists/personal-orders-route'),
  ),
  page('empty-orders', 'nav.partner.emptyOrders', () => import('../../features/empty-orders/empty-orders-route')),
  // Sending an order to the agents of its direction: plain, with full details, or its cancellation.
  page(
    'notify-agents/plain/:idOrder',
    'nav.partner.notifyAgents.plain',
    () => import('../../features/empty-orders/notify-plain-route'),
  ),
  page(
    'notify-agents/full/:idOrder/:idRequest',
    'nav.partner.notifyAgents.full',
    () => import('../../features/empty-orders/notify-full-route'),
  ),
  page(
    'notify-agents/cancel/:idOrder',
    'nav.partner.notifyAgents.cancel',
    () => import('../../features/empty-orders/notify-cancel-route'),
  ),

  section('rates', 'nav.partner.rates', ratePages('partner')),
  page('expired-tariffs', 'nav.partner.expiredTariffs', () => import('../../features/tariffs/expired-route')),
  page('customs', 'nav.partner.customs'),
  page('commission', 'nav.partner.commission', () => import('../../features/commission/partner-route')),
  page('templates/description-tariffs', 'nav.partner.templates.descriptionTariffs'),

  page(
    'organizations',
    'nav.partner.organizations',
    () => import('../../features/organizations/own-organization-route'),
  ),
  page('users', 'nav.partner.users', () => import('../../features/users/users-route')),
  page('agents', 'nav.partner.agents'),
  page('organization-groups-direction', 'nav.partner.organizationGroupsDirection'),
  page('geography-presence', 'nav.partner.geographyPresence'),
  page('subscription', 'nav.partner.subscription'),
  page('documents', 'nav.partner.documents'),
  page('document-templates', 'nav.partner.documentTemplates'),
  page('files', 'nav.partner.files'),

  section(
    'dictionaries',
    'nav.partner.dictionaries',
    SHARED_DICTIONARIES.map(([segment, name]) =>
      page(segment, `nav.partner.dictionaries.${name}`, dictionaryScreen(segment)),
    ),
  ),

  page('reports', 'nav.partner.reports'),
  page('statistics', 'nav.partner.statistics'),
  page('popular-destinations', 'nav.partner.popularDestinations'),

  page('templates/dellin', 'nav.partner.templates.dellin'),
  page('bailkal/contragents', 'nav.partner.bailkal.contragents'),
]);
