import type { ReactElement, SVGProps } from 'react';
import { AirIcon, RailIcon, SeaIcon } from '../ui';
import type { PickerPlaceType } from './place-keys';

type IconProps = SVGProps<SVGSVGElement>;

/** A city: houses of different heights, drawn like the transport icons of shared/ui. */
export function CityIcon(props: IconProps) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M3 21h18" />
      <path d="M5 21V10l4-2v13" />
      <path d="M9 21V4h7v17" />
      <path d="M16 21v-9h4v9" />
      <path d="M12 7.5h1.5M12 11h1.5M12 14.5h1.5" />
    </svg>
  );
}

/** A transport hub (border crossing, dry port, terminal): a warehouse with a gate. */
export function HubIcon(props: IconProps) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M3 21V9l9-5 9 5v12" />
      <path d="M7 21v-8h10v8" />
      <path d="M7 16h10" />
    </svg>
  );
}

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
