import type { ReactNode, SVGProps } from 'react';

function Icon({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
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
      {children}
    </svg>
  );
}

type IconProps = SVGProps<SVGSVGElement>;

export function SeaIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 14.5h18l-2.2 4a1.5 1.5 0 0 1-1.3.8H6.5a1.5 1.5 0 0 1-1.3-.8z" />
      <path d="M6 14.5V11h4.5v3.5M10.5 14.5V9H15v5.5M15 14.5V6.5h2.5v8" />
      <path d="M2 22c1.3 0 1.7-.9 3.3-.9s2 .9 3.3.9 1.7-.9 3.4-.9 2 .9 3.3.9 1.7-.9 3.3-.9 2 .9 3.4.9" />
    </Icon>
  );
}

export function AirIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M21 15.5v-1.8l-7.5-4.6V4a1.5 1.5 0 0 0-3 0v5.1L3 13.7v1.8l7.5-2.3v4.6l-2 1.4V21l3.5-1 3.5 1v-1.8l-2-1.4v-4.6z" />
    </Icon>
  );
}

export function RailIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="5" y="3" width="14" height="14" rx="3" />
      <path d="M5 10h14M12 3v7" />
      <path d="M8.5 13.5h.01M15.5 13.5h.01" strokeWidth={2.4} />
      <path d="M8 17l-2.5 4M16 17l2.5 4M7 19.5h10" />
    </Icon>
  );
}

export function RoadIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2.5 6.5h11v9.5h-11z" />
      <path d="M13.5 9.5h4l3.5 3.8v2.7h-7.5" />
      <circle cx="6.5" cy="17.5" r="1.9" />
      <circle cx="17" cy="17.5" r="1.9" />
    </Icon>
  );
}

/** A city: houses of different heights. */
export function CityIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 21h18" />
      <path d="M5 21V10l4-2v13" />
      <path d="M9 21V4h7v17" />
      <path d="M16 21v-9h4v9" />
      <path d="M12 7.5h1.5M12 11h1.5M12 14.5h1.5" />
    </Icon>
  );
}

/** A transport hub (border crossing, dry port, terminal): a warehouse with a gate. */
export function HubIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 21V9l9-5 9 5v12" />
      <path d="M7 21v-8h10v8" />
      <path d="M7 16h10" />
    </Icon>
  );
}

/** A parcel: the cargo owner's goods. */
export function CargoOwnerIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5z" />
      <path d="M3.5 7.5 12 12l8.5-4.5M12 12v9M7.8 5.3l8.4 4.5" />
    </Icon>
  );
}

/** Two people: a carrier's or forwarder's team. */
export function CarrierTeamIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3 19.5c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M16.5 14c2.6 0 4.5 1.8 4.5 4.5" />
    </Icon>
  );
}
