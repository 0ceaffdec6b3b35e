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
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { AirIcon, RailIcon, RoadIcon, SeaIcon } from '../../../shared/ui';
import { RATE_KINDS, SHARED_DICTIONARIES, type RateKind, type SharedDictionary } from '../../routes/route-names';
import type { MenuEntry } from '../menu-model';

// The entries the areas share (rates, dictionaries, dashboards), with their icons: loaded with the
// areas' menus (./areas.ts), never on a guest's first screen.

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
