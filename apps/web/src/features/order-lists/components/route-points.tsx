import { ArrowRightOutlined } from '@ant-design/icons';
import type { QuotePoint, ShareStretch } from '@cargo/domain';
import { CountryFlag, PlaceTypeIcon, type PickerPlaceType } from '../../../shared/places';
import { pointText, routeText } from '../lib/points';

/** A route point's picker type: a door is an address. */
const pickerType = (point: QuotePoint): PickerPlaceType => (point.type === 'CITY' ? 'ADDRESS' : point.type);

function Point({ point }: { point: QuotePoint | null | undefined }) {
  if (!point) return <span className="list-muted">—</span>;
  return (
    <span className="order-lists-point">
      <PlaceTypeIcon type={pickerType(point)} className="order-lists-point-icon" aria-hidden="true" />
      <CountryFlag code={point.countryCode} />
      <span className="order-lists-point-name">{point.name}</span>
      {point.code ? <span className="list-muted order-lists-point-code">{point.code}</span> : null}
    </span>
  );
}

/**
 * A route: each end with its kind of place, its country's flag, name and code. `inline` keeps it
 * on one line (the brief view); otherwise a long route puts its destination on a second line.
 */
export function RoutePoints({
  from,
  to,
  inline = false,
}: {
  from: QuotePoint | null | undefined;
  to: QuotePoint | null | undefined;
  inline?: boolean;
}) {
  return (
    <span
      className={inline ? 'order-lists-route order-lists-route-inline' : 'order-lists-route'}
      aria-label={routeText(from, to)}
    >
      <Point point={from} />
      <ArrowRightOutlined className="order-lists-route-arrow" aria-hidden="true" />
      <Point point={to} />
    </span>
  );
}

/**
 * One carrier's stretches of a route, one under another: a road carrier that picks up and
 * delivers shows its two stretches, not the order's whole route; a stretch at one place (a port's
 * services) shows that place alone.
 */
export function ShareStretches({ stretches }: { stretches: readonly ShareStretch[] }) {
  if (!stretches.length) return <span className="list-muted">—</span>;
  return (
    <ul className="order-lists-stretches">
      {stretches.map((stretch, at) => (
        <li key={`${at}:${stretch.from.type}:${stretch.from.id}`}>
          {stretch.to ? (
            <RoutePoints from={stretch.from} to={stretch.to} />
          ) : (
            <span aria-label={pointText(stretch.from)}>
              <Point point={stretch.from} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
