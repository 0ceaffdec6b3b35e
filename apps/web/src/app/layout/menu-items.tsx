import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CalculatorOutlined,
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
  HomeOutlined,
  IdcardOutlined,
  InboxOutlined,
  LineChartOutlined,
  LinkOutlined,
  MailOutlined,
  NodeIndexOutlined,
  PercentageOutlined,
  PieChartOutlined,
  PlusCircleOutlined,
  ProfileOutlined,
  ReadOutlined,
  ReconciliationOutlined,
  RiseOutlined,
  RobotOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SendOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  StarOutlined,
  TagOutlined,
  TagsOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  TranslationOutlined,
  UnorderedListOutlined,
  UserOutlined,
  UserSwitchOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { canOpenRoute, GUEST, memberOf, type MessageKey, type RoleHolder } from '@cargo/domain';
import { useMemo, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { useSession } from '../../shared/session';
import { AirIcon, RailIcon, RoadIcon, SeaIcon } from '../../shared/ui';
import { RATE_KINDS, SHARED_DICTIONARIES, type RateKind, type SharedDictionary } from '../routes/route-names';

/** A page the menu opens. */
export interface MenuEntry {
  /** The route the entry opens; also its menu key. */
  path: string;
  label: MessageKey;
  icon: ReactNode;
  /** Shown as a card on the area's dashboard. */
  main?: boolean;
}

/** Entries under a small heading inside a group (the rate kinds among the tariffs, say). */
export interface MenuSection {
  label: MessageKey;
  entries: readonly MenuEntry[];
}

export type MenuItem = MenuEntry | MenuSection;

/** A submenu of an area: Orders, Tariffs, Dictionaries… */
export interface MenuGroup {
  key: string;
  label: MessageKey;
  icon: ReactNode;
  items: readonly MenuItem[];
  /** A page listing the whole group (the rates, the dictionaries): the dashboard's first card. */
  overview?: MenuEntry;
}

/** An area of spec/shell.md §2 (/client, /partner, /admin) and its groups. */
export interface MenuArea {
  root: string;
  label: MessageKey;
  /** The area's dashboard, first in its part of the menu. */
  overview: MenuEntry;
  groups: readonly MenuGroup[];
}

export const isSection = (item: MenuItem): item is MenuSection => 'entries' in item;

/** Every entry of a group, headings flattened. */
export const groupEntries = (group: MenuGroup): MenuEntry[] =>
  group.items.flatMap((item) => (isSection(item) ? item.entries : [item]));

function svgIcon(Icon: ComponentType<SVGProps<SVGSVGElement>>): ReactNode {
  return (
    <span className="anticon" aria-hidden="true">
      <Icon />
    </span>
  );
}

const RATE_ICONS: Record<RateKind, ReactNode> = {
  sea: svgIcon(SeaIcon),
  portServices: <ShopOutlined />,
  airportServices: <ScheduleOutlined />,
  roadTransportation: svgIcon(RoadIcon),
  railwayTransportation: svgIcon(RailIcon),
  railwayServices: <ApartmentOutlined />,
  freightSurcharges: <PlusCircleOutlined />,
  airTransportation: svgIcon(AirIcon),
  trucking: <CarOutlined />,
  truckingInternational: <GlobalOutlined />,
  intermodalRates: <NodeIndexOutlined />,
  pallet: <InboxOutlined />,
};

const DICTIONARY_ICONS: Record<SharedDictionary, ReactNode> = {
  airlineDisclaimers: <WarningOutlined />,
  railwayDisclaimers: <WarningOutlined />,
  vehicleDisclaimers: <WarningOutlined />,
  seaLineConditions: <ReadOutlined />,
  customsClearance: <ReconciliationOutlined />,
};

const rateEntries = (area: 'partner' | 'admin'): MenuEntry[] =>
  RATE_KINDS.map(([segment, name]) => ({
    path: `/${area}/rates/${segment}`,
    label: `nav.${area}.rates.${name}`,
    icon: RATE_ICONS[name],
  }));

const dictionaryEntry = (area: 'partner' | 'admin', name: SharedDictionary): MenuEntry => {
  const [segment] = SHARED_DICTIONARIES.find(([, known]) => known === name)!;
  return {
    path: `/${area}/dictionaries/${segment}`,
    label: `nav.${area}.dictionaries.${name}`,
    icon: DICTIONARY_ICONS[name],
  };
};

const overview = (root: string): MenuEntry => ({ path: root, label: 'nav.dashboard', icon: <AppstoreOutlined /> });

/** Everyone's entries: Home first, then the booking wizard. Log in and Register live in the header. */
export const PUBLIC_ENTRIES: readonly MenuEntry[] = [
  { path: '/', label: 'nav.home', icon: <HomeOutlined /> },
  { path: '/book/wizard', label: 'nav.book.wizard', icon: <CalculatorOutlined /> },
];

const CLIENT: MenuArea = {
  root: '/client',
  label: 'nav.client',
  overview: overview('/client'),
  groups: [
    {
      key: 'orders',
      label: 'nav.group.orders',
      icon: <ProfileOutlined />,
      items: [
        { path: '/client/orders', label: 'nav.client.orders', icon: <ProfileOutlined />, main: true },
        { path: '/client/delivery-orders', label: 'nav.client.deliveryOrders', icon: <SendOutlined />, main: true },
        { path: '/client/customs', label: 'nav.client.customs', icon: <ReconciliationOutlined />, main: true },
        { path: '/client/documents', label: 'nav.client.documents', icon: <FileTextOutlined />, main: true },
      ],
    },
    {
      key: 'account',
      label: 'nav.group.account',
      icon: <UserOutlined />,
      items: [
        { path: '/client/subscription', label: 'nav.client.subscription', icon: <CrownOutlined />, main: true },
        { path: '/client/profile', label: 'nav.client.profile', icon: <IdcardOutlined />, main: true },
      ],
    },
  ],
};

const PARTNER: MenuArea = {
  root: '/partner',
  label: 'nav.partner',
  overview: overview('/partner'),
  groups: [
    {
      key: 'orders',
      label: 'nav.group.orders',
      icon: <ProfileOutlined />,
      items: [
        { path: '/partner/orders', label: 'nav.partner.orders', icon: <ProfileOutlined />, main: true },
        { path: '/partner/orders/all', label: 'nav.partner.orders.all', icon: <UnorderedListOutlined /> },
        { path: '/partner/quotations', label: 'nav.partner.quotations', icon: <FileSearchOutlined />, main: true },
        { path: '/partner/delivery-orders', label: 'nav.partner.deliveryOrders', icon: <SendOutlined />, main: true },
        { path: '/partner/personal-orders', label: 'nav.partner.personalOrders', icon: <UserSwitchOutlined /> },
        { path: '/partner/empty-orders', label: 'nav.partner.emptyOrders', icon: <InboxOutlined /> },
        { path: '/partner/orders-template', label: 'nav.partner.ordersTemplate', icon: <CopyOutlined /> },
      ],
    },
    {
      key: 'rates',
      label: 'nav.group.rates',
      icon: <DollarOutlined />,
      overview: { path: '/partner/rates', label: 'nav.dashboard.allRates', icon: <DollarOutlined /> },
      items: [
        ...rateEntries('partner'),
        { path: '/partner/customs', label: 'nav.partner.customs', icon: <ReconciliationOutlined /> },
        { path: '/partner/commission', label: 'nav.partner.commission', icon: <PercentageOutlined />, main: true },
        {
          path: '/partner/templates/description-tariffs',
          label: 'nav.partner.templates.descriptionTariffs',
          icon: <FormOutlined />,
        },
      ],
    },
    {
      key: 'company',
      label: 'nav.group.company',
      icon: <BankOutlined />,
      items: [
        { path: '/partner/organizations', label: 'nav.partner.organizations', icon: <BankOutlined />, main: true },
        { path: '/partner/users', label: 'nav.partner.users', icon: <TeamOutlined />, main: true },
        { path: '/partner/agents', label: 'nav.partner.agents', icon: <SolutionOutlined /> },
        {
          path: '/partner/organization-groups-direction',
          label: 'nav.partner.organizationGroupsDirection',
          icon: <ClusterOutlined />,
        },
        { path: '/partner/geography-presence', label: 'nav.partner.geographyPresence', icon: <GlobalOutlined /> },
        { path: '/partner/subscription', label: 'nav.partner.subscription', icon: <CrownOutlined /> },
        { path: '/partner/documents', label: 'nav.partner.documents', icon: <FileTextOutlined />, main: true },
        { path: '/partner/document-templates', label: 'nav.partner.documentTemplates', icon: <FileDoneOutlined /> },
        { path: '/partner/files', label: 'nav.partner.files', icon: <FolderOutlined /> },
        { path: '/partner/profile', label: 'nav.partner.profile', icon: <IdcardOutlined />, main: true },
      ],
    },
    {
      key: 'dictionaries',
      label: 'nav.group.dictionaries',
      icon: <BookOutlined />,
      overview: { path: '/partner/dictionaries', label: 'nav.dashboard.allDictionaries', icon: <BookOutlined /> },
      items: SHARED_DICTIONARIES.map(([, name]) => dictionaryEntry('partner', name)),
    },
    {
      key: 'reports',
      label: 'nav.group.reports',
      icon: <BarChartOutlined />,
      items: [
        { path: '/partner/reports', label: 'nav.partner.reports', icon: <BarChartOutlined />, main: true },
        { path: '/partner/statistics', label: 'nav.partner.statistics', icon: <LineChartOutlined />, main: true },
        {
          path: '/partner/popular-destinations',
          label: 'nav.partner.popularDestinations',
          icon: <FireOutlined />,
        },
      ],
    },
    {
      key: 'integrations',
      label: 'nav.group.integrations',
      icon: <ApiOutlined />,
      items: [
        {
          path: '/partner/templates/dellin',
          label: 'nav.partner.templates.dellin',
          icon: <CopyOutlined />,
          main: true,
        },
        {
          path: '/partner/bailkal/contragents',
          label: 'nav.partner.bailkal.contragents',
          icon: <TeamOutlined />,
          main: true,
        },
      ],
    },
  ],
};

const ADMIN: MenuArea = {
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

/** The whole menu model, before it is cut to what a user may open. */
export const MENU_AREAS: readonly MenuArea[] = [CLIENT, PARTNER, ADMIN];

/** The menu one user sees. */
export interface Menu {
  /** Home first, then the pages open to everyone. */
  entries: readonly MenuEntry[];
  areas: readonly MenuArea[];
}

/**
 * The menu of `holder`: an area appears when they may open its dashboard, and in it every entry
 * they may open (spec/shell.md §6, the domain's `canOpenRoute`); groups and headings left empty go.
 * So operators see the admin area only, though they may also open partner and client orders, and
 * partners their own area, whose pages cover the two admin pages they may open.
 */
export function menuFor(holder: RoleHolder): Menu {
  const may = (entry: MenuEntry) => canOpenRoute(holder, entry.path);
  const areas = MENU_AREAS.filter((area) => canOpenRoute(holder, area.root)).map((area) => ({
    ...area,
    groups: area.groups.flatMap((group): MenuGroup[] => {
      const items = group.items.flatMap((item): MenuItem[] => {
        if (!isSection(item)) return may(item) ? [item] : [];
        const entries = item.entries.filter(may);
        return entries.length > 0 ? [{ ...item, entries }] : [];
      });
      if (items.length === 0) return [];
      const overviewPage = group.overview && may(group.overview) ? group.overview : undefined;
      return [{ ...group, items, overview: overviewPage }];
    }),
  }));
  return { entries: PUBLIC_ENTRIES.filter((entry) => entry.path === '/' || may(entry)), areas };
}

/** Every entry of a menu, in menu order: the public ones, then each area's dashboard and groups. */
export function menuEntries(menu: Menu): MenuEntry[] {
  return [...menu.entries, ...menu.areas.flatMap((area) => [area.overview, ...area.groups.flatMap(groupEntries)])];
}

/** The signed-in user's menu (a guest's when nobody is signed in). */
export function useMenu(): Menu {
  const { user } = useSession();
  return useMemo(() => menuFor(user ? memberOf(user) : GUEST), [user]);
}

/** The entry a location belongs to: the longest path that prefixes it. */
export function selectedEntry(pathname: string, entries: readonly MenuEntry[]): MenuEntry | undefined {
  return [...entries]
    .sort((a, b) => b.path.length - a.path.length)
    .find((entry) =>
      entry.path === '/' ? pathname === '/' : pathname === entry.path || pathname.startsWith(`${entry.path}/`),
    );
}
