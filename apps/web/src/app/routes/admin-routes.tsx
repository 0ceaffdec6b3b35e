import type { RouteObject } from 'react-router';
import { page, pageWith, ratePages, section } from './route-kit';
import { SHARED_DICTIONARIES } from './route-names';

/** The operators' area (spec/shell.md §2 "Admin area"), in the spec's order of sections. */
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
  pageWith('orders', 'nav.admin.orders', undefined, [page(':id', 'nav.admin.orders.item')]),
  page('quotations', 'nav.admin.quotations'),
  page('orders-template', 'nav.admin.ordersTemplate'),
  page('personal-orders', 'nav.admin.personalOrders'),
  pageWith('delivery-orders', 'nav.admin.deliveryOrders', undefined, [page(':id', 'nav.admin.deliveryOrders.item')]),
  page('empty-orders', 'nav.admin.emptyOrders'),
  page('geography-presence', 'nav.admin.geographyPresence'),
  page('documents', 'nav.admin.documents'),
  page('document-templates', 'nav.admin.documentTemplates'),

  // Tariffs.
  section('rates', 'nav.admin.rates', ratePages('admin')),
  page('commission', 'nav.admin.commission'),
  page('transportation-rules', 'nav.admin.transportationRules'),
  page('freight-surcharges', 'nav.admin.freightSurcharges'),
  page('insurance-rates', 'nav.admin.insuranceRates'),
  page('country-categories', 'nav.admin.countryCategories'),
  page('customs', 'nav.admin.customs'),
  page('interest-types', 'nav.admin.interestTypes'),

  // Dictionaries.
  section('dictionaries', 'nav.admin.dictionaries', [
    page('languages', 'nav.admin.dictionaries.languages', () => import('../../features/l10n/languages-route')),
    page('currencies', 'nav.admin.dictionaries.currencies'),
    section('container-types', 'nav.admin.dictionaries.containerTypes', [
      page('common', 'nav.admin.dictionaries.containerTypes.common'),
      page('auto', 'nav.admin.dictionaries.containerTypes.auto'),
      page('air', 'nav.admin.dictionaries.containerTypes.air'),
    ]),
    page('general-types', 'nav.admin.dictionaries.generalTypes'),
    page('logistic-document-kind', 'nav.admin.dictionaries.logisticDocumentKind'),
    page('sea-lines', 'nav.admin.dictionaries.seaLines'),
    page('consolidators', 'nav.admin.dictionaries.consolidators'),
    page('railway-operators', 'nav.admin.dictionaries.railwayOperators'),
    page('sea-port-hubs', 'nav.admin.dictionaries.seaPortHubs'),
    page('airport-hubs', 'nav.admin.dictionaries.airportHubs'),
    page('railway-hubs', 'nav.admin.dictionaries.railwayHubs'),
    page('air-company', 'nav.admin.dictionaries.airCompany'),
    page('freight-surcharges', 'nav.admin.dictionaries.freightSurcharges'),
    page('transport-hubs', 'nav.admin.dictionaries.transportHubs'),
    page('services', 'nav.admin.dictionaries.services'),
    page('geography', 'nav.admin.dictionaries.geography'),
    ...SHARED_DICTIONARIES.map(([segment, name]) => page(segment, `nav.admin.dictionaries.${name}`)),
  ]),

  // Integrations and system.
  page('external-apis', 'nav.admin.externalApis'),
  page('external-apis-agora', 'nav.admin.externalApisAgora'),
  page('events', 'nav.admin.events'),
  page('statuses', 'nav.admin.statuses'),
  page('chatbots', 'nav.admin.chatbots'),
  page('audit', 'nav.admin.audit'),
  page('reports', 'nav.admin.reports'),
  page('resource/report', 'nav.admin.resource.report'),
  page('popular-destinations', 'nav.admin.popularDestinations'),
  page('statistics', 'nav.admin.statistics'),
  page('files', 'nav.admin.files'),
  page('profile', 'nav.admin.profile', () => import('../../features/profile/profile-route')),
  page('templates/dellin', 'nav.admin.templates.dellin'),
  page('bailkal/contragents', 'nav.admin.bailkal.contragents'),
  page('templates/description-tariffs', 'nav.admin.templates.descriptionTariffs'),

  // Mail.
  page('mail-templates', 'nav.admin.mailTemplates'),
  page('mail-template-types', 'nav.admin.mailTemplateTypes'),
  page('mail-template-test-data', 'nav.admin.mailTemplateTestData'),
  page('mails', 'nav.admin.mails', () => import('../../features/mails/mails-route')),
]);
