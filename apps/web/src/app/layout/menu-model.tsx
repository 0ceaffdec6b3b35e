import {
  ApartmentOutlined,
  AppstoreOutlined,
  CarOutlined,
  GlobalOutlined,
  InboxOutlined,
  NodeIndexOutlined,
  PlusCircleOutlined,
  ReadOutlined,
  ReconciliationOutlined,
  ScheduleOutlined,
  ShopOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { MessageKey } from '@cargo/domain';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { AirIcon, RailIcon, RoadIcon, SeaIcon } from '../../shared/ui';
import { RATE_KINDS, SHARED_DICTIONARIES, type RateKind, type SharedDictionary } from '../routes/route-names';

/** The menu's building blocks: entries, headed sections, groups and areas, and the shared entries. */

/** A page the menu opens. */
export interface MenuEntry {
  /** The route the entry opens; also its menu key. */
  path: string;
  label: MessageKey;
  icon: ReactNode;
  /** Shown as a card on the area's dashboard. */
  main?: boolean;
  /** A count shown beside the entry's name. */
  badge?: MenuBadgeKind;
}

/** The counts the menu shows beside a name: the organization's expired and expiring tariffs. */
export type MenuBadgeKind = 'expiredTariffs';

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
  /** A count shown beside the group's name. */
  badge?: MenuBadgeKind;
}

/** An area of Product specification, shell §2 (/client, /partner, /admin) and its groups. */
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

export function svgIcon(Icon: ComponentType<SVGProps<SVGSVGElement>>): ReactNode {
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

export const rateEntries = (area: 'partner' | 'admin'): MenuEntry[] =>
  RATE_KINDS.map(([segment, name]) => ({
    path: `/${area}/rates/${segment}`,
    label: `nav.${area}.rates.${name}`,
    icon: RATE_ICONS[name],
  }));

export const dictionaryEntry = (area: 'partner' | 'admin', name: SharedDictionary): MenuEntry => {
  const [segment] = SHARED_DICTIONARIES.find(([, known]) => known === name)!;
  return {
    path: `/${area}/dictionaries/${segment}`,
    label: `nav.${area}.dictionaries.${name}`,
    icon: DICTIONARY_ICONS[name],
  };
};

export const overview = (root: string): MenuEntry => ({
  path: root,
  label: 'nav.dashboard',
  icon: <AppstoreOutlined />,
});
