import type { ReactElement, SVGProps } from 'react';
import { AirIcon, CityIcon, HubIcon, RailIcon, SeaIcon } from '../ui/transport-icons';
import type { PickerPlaceType } from './place-keys';

type IconProps = SVGProps<SVGSVGElement>;

const ICONS: Readonly<Record<PickerPlaceType, (props: IconProps) => ReactElement>> = {
  ADDRESS: CityIcon,
  SEA_PORT: SeaIcon,
  AIRPORT_HUB: AirIcon,
  RAILWAY_HUB: RailIcon,
  TRANSPORT_HUB: HubIcon,
};

/** The icon of a place type: a city, a sea port, an airport, a railway station or a hub (decorative). */
export function PlaceTypeIcon({ type, ...props }: IconProps & { type: PickerPlaceType }) {
  const Icon = ICONS[type];
  return <Icon {...props} />;
}
