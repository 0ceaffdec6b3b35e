import type { RouteObject } from 'react-router';
import { page, pageWith, ratePages, section } from './route-kit';
import { SHARED_DICTIONARIES } from './route-names';
import { dictionaryScreen } from '../../features/dictionaries/dictionary-screens';

/** The operators' area (Product specification, shell §2 "Admin area"), in the spec's order of sections. */
export const adminRoutes: RouteObject = section('admin', 'nav.admin', [
  // People and organizations.
  page('users', 'nav.admin.users', () => import('../../features/users/users-route')),
  page('organizations', 'nav.admin.organizations', () => import('../../features/organizations/organizations-route')),
  page(
    'organization-profiles',
    'nav.admin.organizationProfiles',
    () => import('../../features/organizations/profiles-route'),
  ),
  page('organization/acts', 'nav.admin.organization.acts'),
  page('forwarders', 'nav.admin.forwarders'),
  page('agents', 'nav.admin.agents'),
  page('organization-groups-direction', 'nav.admin.organizationGroupsDirection'),
  page('rating/users', 'nav.admin.rating.users'),
  section('subscription', 'nav.admin.subscription', [
    page('config', 'nav.admin.subscription.config'),
    page('users', 'nav.admin.subscription.users'),
    page('tariffs', 'nav.admin.subscription.tariffs'),
    page('manage', 'nav.admin.subscription.manage'),
    page('requests', 'nav.admin.subscription.requests'),
  ]),

  // Orders.
  pageWith('orders', 'nav.admin.orders', () => import('../../features/order-lists/orders-route'), [
    page('new', 'nav.admin.orders.new', () => import('../../features/orders/manual-booking-route')),
    page(':id', 'nav.admin.orders.item', () => import('../../features/orders/order-route')),
  ]),
  page('quotations', 'nav.admin.quotations', () => import('../../features/order-lists/quotations-route')),
  page('orders-template', 'nav.admin.ordersTemplate', () => import('../../features/order-lists/order-templates-route')),
  page('personal-orders', 'nav.admin.personalOrders', () => import('../../features/order-lists/personal-orders-route')),
  pageWith(
    'delivery-orders',
    'nav.admin.deliveryOrders',
    () => import('../../features/order-lists/delivery-orders-route'),
    [page(':id', 'nav.admin.deliveryOrders.item', () => import('../../features/orders/delivery-order-route'))],
  ),
  page('empty-orders', 'nav.admin.emptyOrders', () => import('../../features/empty-orders/empty-orders-route')),
  page('geography-presence', 'nav.admin.geographyPresence'),
  page('documents', 'nav.admin.documents'),
  page('document-templates', 'nav.admin.documentTemplates'),

  // Tariffs.
  section('rates', 'nav.admin.rates', ratePages('admin')),
  page('commission', 'nav.admin.commission', () => import('../../features/commission/admin-route')),
  page('transportation-rules', 'nav.admin.transportationRules', dictionaryScreen('transportation-rules')),
  page('freight-surcharges', 'nav.admin.freightSurcharges'),
  page('insurance-rates', 'nav.admin.insuranceRates'),
  page('country-categories', 'nav.admin.countryCategories', dictionaryScreen('country-categories')),
  page('customs', 'nav.admin.customs'),
  page('interest-types', 'nav.admin.interestTypes', dictionaryScreen('interest-types')),

  // Dictionaries.
  section('dictionaries', 'nav.admin.dictionaries', [
    page('languages', 'nav.admin.dictionaries.languages', () => import('../../features/l10n/languages-route')),
    page('currencies', 'nav.admin.dictionaries.currencies', dictionaryScreen('currencies')),
    section('container-types', 'nav.admin.dictionaries.containerTypes', [
      page('common', 'nav.admin.dictionaries.containerTypes.common', dictionaryScreen('container-types/common')),
      page('auto', 'nav.admin.dictionaries.containerTypes.auto', dictionaryScreen('container-types/auto')),
      page('air', 'nav.admin.dictionaries.containerTypes.air', dictionaryScreen('container-types/air')),
    ]),
    page('general-types', 'nav.admin.dictionaries.generalTypes', dictionaryScreen('general-types')),
    page(
      'logistic-document-kind',
      'nav.admin.dictionaries.logisticDocumentKind',
      dictionaryScreen('logistic-document-kind'),
    ),
    page('sea-lines', 'nav.admin.dictionaries.seaLines', dictionaryScreen('sea-lines')),
    page('consolidators', 'nav.admin.dictionaries.consolidators', dictionaryScreen('consolidators')),
    page('railway-operators', 'nav.admin.dictionaries.railwayOperators', dictionaryScreen('railway-operators')),
    page('sea-port-hubs', 'nav.admin.dictionaries.seaPortHubs', dictionaryScreen('sea-port-hubs')),
    page('airport-hubs', 'nav.admin.dictionaries.airportHubs', dictionaryScreen('airport-hubs')),
    page('railway-hubs', 'nav.admin.dictionaries.railwayHubs', dictionaryScreen('railway-hubs')),
    page('air-company', 'nav.admin.dictionaries.airCompany', dictionaryScreen('air-company')),
    page('freight-surcharges', 'nav.admin.dictionaries.freightSurcharges', dictionaryScreen('freight-surcharges')),
    page('transport-hubs', 'nav.admin.dictionaries.transportHubs', dictionaryScreen('transport-hubs')),
    page('services', 'nav.admin.dictionaries.services', dictionaryScreen('services')),
    page('service-categories', 'nav.admin.dictionaries.serviceCategories', dictionaryScreen('service-categories')),
    page('vehicle-types', 'nav.admin.dictionaries.vehicleTypes', dictionaryScreen('vehicle-types')),
    page('pallet-types', 'nav.admin.dictionaries.palletTypes', dictionaryScreen('pallet-types')),
    page('geography', 'nav.admin.dictionaries.geography', () => import('../../features/geography/geography-route')),
    ...SHARED_DICTIONARIES.map(([segment, name]) =>
      page(segment, `nav.admin.dictionaries.${name}`, dictionaryScreen(segment)),
    ),
  ]),

  // Integrations and system.
  page('external-apis', 'nav.admin.externalApis'),
  page('external-apis-agora', 'nav.admin.externalApisAgora'),
  page('events', 'nav.admin.events', dictionaryScreen('events')),
  page('statuses', 'nav.admin.statuses', dictionaryScreen('statuses')),
  page('chatbots', 'nav.admin.chatbots'),
  page('audit', 'nav.admin.audit'),
  page('reports', 'nav.admin.reports'),
  page('resource/report', 'nav.admin.resource.report'),
  page('popular-destinations', 'nav.admin.popularDestinations', dictionaryScreen('popular-destinations')),
  page('statistics', 'nav.admin.statistics'),
  page('files', 'nav.admin.files'),
  page('profile', 'nav.admin.profile', () => import('../../features/profile/profile-route')),
  page('notifications', 'nav.admin.notifications', () => import('../../features/notifications/notifications-route')),
  page('templates/dellin', 'nav.admin.templates.dellin'),
  page('bailkal/contragents', 'nav.admin.bailkal.contragents'),
  page('templates/description-tariffs', 'nav.admin.templates.descriptionTariffs'),

  // Mail.
  page('mail-templates', 'nav.admin.mailTemplates'),
  page('mail-template-types', 'nav.admin.mailTemplateTypes'),
  page('mail-template-test-data', 'nav.admin.mailTemplateTestData'),
  page('mails', 'nav.admin.mails', () => import('../../features/mails/mails-route')),
]);
