import type { LegMode } from '@cargo/domain';
import type { ComponentType, SVGProps } from 'react';
import { useT } from '../../../shared/i18n';
import { AirIcon, HubIcon, RailIcon, RoadIcon, SeaIcon } from '../../../shared/ui';
import { modeLabelKey } from '../lib/labels';

const ICONS: Readonly<Record<LegMode, ComponentType<SVGProps<SVGSVGElement>>>> = {
  SEA: SeaIcon,
  AIR: AirIcon,
  RAIL: RailIcon,
  ROAD: RoadIcon,
  INTERMODAL: HubIcon,
};

/** A mode of transport: its icon, its name beside it or (compact) as the icon's title. */
export function ModeIcon({ mode, withLabel = false }: { mode: LegMode; withLabel?: boolean }) {
  const t = useT();
  const Icon = ICONS[mode];
  const label = t(modeLabelKey(mode));
  return (
    <span className={`wizard-mode wizard-mode-${mode.toLowerCase()}`} title={withLabel ? undefined : label}>
      <Icon className="wizard-mode-icon" />
      {withLabel ? <span>{label}</span> : <span className="visually-hidden">{label}</span>}
    </span>
  );
}

/** The modes a quotation travels by, in the route's order. */
export function ModeIcons({ modes }: { modes: readonly LegMode[] }) {
  return (
    <span className="wizard-modes">
      {modes.map((mode) => (
        <ModeIcon key={mode} mode={mode} withLabel />
      ))}
    </span>
  );
}
