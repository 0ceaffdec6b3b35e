import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CarOutlined,
  ClusterOutlined,
  CopyOutlined,
  CrownOutlined,
  DatabaseOutlined,
  DollarOutlined,
  EnvironmentOutlined,
  ExperimentOutlined,
  FileDoneOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FireOutlined,
  FlagOutlined,
  FolderOutlined,
  FormOutlined,
  GlobalOutlined,
  GoldOutlined,
  HistoryOutlined,
  IdcardOutlined,
  InboxOutlined,
  LineChartOutlined,
  LinkOutlined,
  MailOutlined,
  NodeIndexOutlined,
  PartitionOutlined,
  PercentageOutlined,
  PieChartOutlined,
  PlusCircleOutlined,
  ProfileOutlined,
  ReconciliationOutlined,
  RiseOutlined,
  RobotOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SendOutlined,
  SettingOutlined,
  SolutionOutlined,
  StarOutlined,
  TagOutlined,
  TagsOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  TranslationOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import type { MenuArea } from '../menu-model';
import { rateEntries, dictionaryEntry, overview, svgIcon } from './shared-entries';
import { SHARED_DICTIONARIES } from '../../routes/route-names';
import { AirIcon, RailIcon, SeaIcon } from '../../../shared/ui';

/** The operators' area menu (Product specification, shell §2, /admin). */
export const ADMIN_MENU: MenuArea = {
  root: '/admin',
  label: 'nav.admin',
  overview: overview('/admin'),
  groups: [
    {
      key: 'people',
      label: 'nav.group.people',
      icon: <TeamOutlined />,
      items: [
        { path: '/admin/users', label: 'nav.admin.users', icon: <TeamOutlined />, main: true },
        { path: '/admin/organizations', label: 'nav.admin.organizations', icon: <BankOutlined />, main: true },
        {
          path: '/admin/organization-profiles',
          label: 'nav.admin.organizationProfiles',
          icon: <SafetyCertificateOutlined />,
          main: true,
        },
        { path: '/admin/organization/acts', label: 'nav.admin.organization.acts', icon: <AuditOutlined /> },
        { path: '/admin/forwarders', label: 'nav.admin.forwarders', icon: <SendOutlined /> },
        { path: '/admin/agents', label: 'nav.admin.agents', icon: <SolutionOutlined /> },
        {
          path: '/admin/organization-groups-direction',
          label: 'nav.admin.organizationGroupsDirection',
          icon: <ClusterOutlined />,
        },
        { path: '/admin/rating/users', label: 'nav.admin.rating.users', icon: <StarOutlined /> },
        { path: '/admin/profile', label: 'nav.admin.profile', icon: <IdcardOutlined /> },
        { path: '/admin/notifications', label: 'nav.admin.notifications', icon: <BellOutlined /> },
        {
          label: 'nav.admin.subscription',
          entries: [
            { path: '/admin/subscription/config', label: 'nav.admin.subscription.config', icon: <SettingOutlined /> },
            { path: '/admin/subscription/users', label: 'nav.admin.subscription.users', icon: <TeamOutlined /> },
            { path: '/admin/subscription/tariffs', label: 'nav.admin.subscription.tariffs', icon: <CrownOutlined /> },
            { path: '/admin/subscription/manage', label: 'nav.admin.subscription.manage', icon: <ProfileOutlined /> },
            { path: '/admin/subscription/requests', label: 'nav.admin.subscription.requests', icon: <FormOutlined /> },
          ],
        },
      ],
    },
    {
      key: 'orders',
      label: 'nav.group.orders',
      icon: <ProfileOutlined />,
      items: [
        { path: '/admin/orders', label: 'nav.admin.orders', icon: <ProfileOutlined />, main: true },
        { path: '/admin/quotations', label: 'nav.admin.quotations', icon: <FileSearchOutlined />, main: true },
        { path: '/admin/delivery-orders', label: 'nav.admin.deliveryOrders', icon: <SendOutlined />, main: true },
        { path: '/admin/personal-orders', label: 'nav.admin.personalOrders', icon: <UserSwitchOutlined /> },
        { path: '/admin/empty-orders', label: 'nav.admin.emptyOrders', icon: <InboxOutlined /> },
        { path: '/admin/orders-template', label: 'nav.admin.ordersTemplate', icon: <CopyOutlined /> },
        { path: '/admin/geography-presence', label: 'nav.admin.geographyPresence', icon: <GlobalOutlined /> },
        { path: '/admin/documents', label: 'nav.admin.documents', icon: <FileTextOutlined /> },
        { path: '/admin/document-templates', label: 'nav.admin.documentTemplates', icon: <FileDoneOutlined /> },
      ],
    },
    {
      key: 'tariffs',
      label: 'nav.group.tariffs',
      icon: <DollarOutlined />,
      overview: { path: '/admin/rates', label: 'nav.admin.rates', icon: <DollarOutlined /> },
      items: [
        { label: 'nav.admin.rates', entries: rateEntries('admin') },
        {
          label: 'nav.group.pricing',
          entries: [
            { path: '/admin/commission', label: 'nav.admin.commission', icon: <PercentageOutlined />, main: true },
            {
              path: '/admin/transportation-rules',
              label: 'nav.admin.transportationRules',
              icon: <NodeIndexOutlined />,
            },
            {
              path: '/admin/freight-surcharges',
              label: 'nav.admin.freightSurcharges',
              icon: <PlusCircleOutlined />,
              main: true,
            },
            { path: '/admin/insurance-rates', label: 'nav.admin.insuranceRates', icon: <SafetyOutlined />, main: true },
            { path: '/admin/country-categories', label: 'nav.admin.countryCategories', icon: <FlagOutlined /> },
            { path: '/admin/customs', label: 'nav.admin.customs', icon: <ReconciliationOutlined /> },
            { path: '/admin/interest-types', label: 'nav.admin.interestTypes', icon: <RiseOutlined /> },
          ],
        },
      ],
    },
    {
      key: 'dictionaries',
      label: 'nav.group.dictionaries',
      icon: <BookOutlined />,
      overview: { path: '/admin/dictionaries', label: 'nav.dashboard.allDictionaries', icon: <BookOutlined /> },
      items: [
        {
          label: 'nav.group.dictionaries.general',
          entries: [
            {
              path: '/admin/dictionaries/languages',
              label: 'nav.admin.dictionaries.languages',
              icon: <TranslationOutlined />,
            },
            {
              path: '/admin/dictionaries/currencies',
              label: 'nav.admin.dictionaries.currencies',
              icon: <DollarOutlined />,
              main: true,
            },
            {
              path: '/admin/dictionaries/geography',
              label: 'nav.admin.dictionaries.geography',
              icon: <EnvironmentOutlined />,
              main: true,
            },
            {
              path: '/admin/dictionaries/services',
              label: 'nav.admin.dictionaries.services',
              icon: <AppstoreOutlined />,
            },
            {
              path: '/admin/dictionaries/service-categories',
              label: 'nav.admin.dictionaries.serviceCategories',
              icon: <PartitionOutlined />,
            },
            {
              path: '/admin/dictionaries/logistic-document-kind',
              label: 'nav.admin.dictionaries.logisticDocumentKind',
              icon: <FileProtectOutlined />,
            },
          ],
        },
        {
          label: 'nav.group.dictionaries.cargo',
          entries: [
            {
              path: '/admin/dictionaries/container-types/common',
              label: 'nav.admin.dictionaries.containerTypes.common',
              icon: <GoldOutlined />,
            },
            {
              path: '/admin/dictionaries/container-types/auto',
              label: 'nav.admin.dictionaries.containerTypes.auto',
              icon: <CarOutlined />,
            },
            {
              path: '/admin/dictionaries/container-types/air',
              label: 'nav.admin.dictionaries.containerTypes.air',
              icon: svgIcon(AirIcon),
            },
            {
              path: '/admin/dictionaries/general-types',
              label: 'nav.admin.dictionaries.generalTypes',
              icon: <TagsOutlined />,
            },
            {
              path: '/admin/dictionaries/vehicle-types',
              label: 'nav.admin.dictionaries.vehicleTypes',
              icon: <CarOutlined />,
            },
            {
              path: '/admin/dictionaries/pallet-types',
              label: 'nav.admin.dictionaries.palletTypes',
              icon: <InboxOutlined />,
            },
          ],
        },
        {
          label: 'nav.group.dictionaries.carriers',
          entries: [
            {
              path: '/admin/dictionaries/sea-lines',
              label: 'nav.admin.dictionaries.seaLines',
              icon: svgIcon(SeaIcon),
              main: true,
            },
            {
              path: '/admin/dictionaries/air-company',
              label: 'nav.admin.dictionaries.airCompany',
              icon: svgIcon(AirIcon),
            },
            {
              path: '/admin/dictionaries/railway-operators',
              label: 'nav.admin.dictionaries.railwayOperators',
              icon: svgIcon(RailIcon),
            },
            {
              path: '/admin/dictionaries/consolidators',
              label: 'nav.admin.dictionaries.consolidators',
              icon: <ClusterOutlined />,
            },
            {
              path: '/admin/dictionaries/sea-port-hubs',
              label: 'nav.admin.dictionaries.seaPortHubs',
              icon: <EnvironmentOutlined />,
            },
            {
              path: '/admin/dictionaries/airport-hubs',
              label: 'nav.admin.dictionaries.airportHubs',
              icon: <EnvironmentOutlined />,
            },
            {
              path: '/admin/dictionaries/railway-hubs',
              label: 'nav.admin.dictionaries.railwayHubs',
              icon: <EnvironmentOutlined />,
            },
            {
              path: '/admin/dictionaries/transport-hubs',
              label: 'nav.admin.dictionaries.transportHubs',
              icon: <ApartmentOutlined />,
            },
          ],
        },
        {
          label: 'nav.group.dictionaries.terms',
          entries: [
            {
              path: '/admin/dictionaries/freight-surcharges',
              label: 'nav.admin.dictionaries.freightSurcharges',
              icon: <PlusCircleOutlined />,
            },
            ...SHARED_DICTIONARIES.map(([, name]) => dictionaryEntry('admin', name)),
          ],
        },
      ],
    },
    {
      key: 'system',
      label: 'nav.group.system',
      icon: <ApiOutlined />,
      items: [
        {
          label: 'nav.group.integrations',
          entries: [
            { path: '/admin/external-apis', label: 'nav.admin.externalApis', icon: <ApiOutlined />, main: true },
            { path: '/admin/external-apis-agora', label: 'nav.admin.externalApisAgora', icon: <LinkOutlined /> },
            { path: '/admin/chatbots', label: 'nav.admin.chatbots', icon: <RobotOutlined /> },
            { path: '/admin/templates/dellin', label: 'nav.admin.templates.dellin', icon: <CopyOutlined /> },
            { path: '/admin/bailkal/contragents', label: 'nav.admin.bailkal.contragents', icon: <TeamOutlined /> },
          ],
        },
        {
          label: 'nav.group.reports',
          entries: [
            { path: '/admin/reports', label: 'nav.admin.reports', icon: <BarChartOutlined />, main: true },
            { path: '/admin/resource/report', label: 'nav.admin.resource.report', icon: <PieChartOutlined /> },
            { path: '/admin/statistics', label: 'nav.admin.statistics', icon: <LineChartOutlined />, main: true },
            {
              path: '/admin/popular-destinations',
              label: 'nav.admin.popularDestinations',
              icon: <FireOutlined />,
            },
          ],
        },
        {
          label: 'nav.group.service',
          entries: [
            { path: '/admin/events', label: 'nav.admin.events', icon: <ThunderboltOutlined /> },
            { path: '/admin/statuses', label: 'nav.admin.statuses', icon: <TagOutlined /> },
            { path: '/admin/audit', label: 'nav.admin.audit', icon: <HistoryOutlined />, main: true },
            { path: '/admin/files', label: 'nav.admin.files', icon: <FolderOutlined /> },
            {
              path: '/admin/templates/description-tariffs',
              label: 'nav.admin.templates.descriptionTariffs',
              icon: <FormOutlined />,
            },
          ],
        },
      ],
    },
    {
      key: 'mail',
      label: 'nav.group.mail',
      icon: <MailOutlined />,
      items: [
        { path: '/admin/mails', label: 'nav.admin.mails', icon: <BellOutlined />, main: true },
        { path: '/admin/mail-templates', label: 'nav.admin.mailTemplates', icon: <MailOutlined />, main: true },
        { path: '/admin/mail-template-types', label: 'nav.admin.mailTemplateTypes', icon: <DatabaseOutlined /> },
        {
          path: '/admin/mail-template-test-data',
          label: 'nav.admin.mailTemplateTestData',
          icon: <ExperimentOutlined />,
        },
      ],
    },
  ],
};
