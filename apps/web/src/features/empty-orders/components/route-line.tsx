import type { QuotePoint } from '@cargo/domain';
import { ArrowRightOutlined } from '@ant-design/icons';
import { CountryFlag, PlaceTypeIcon, type PickerPlaceType } from '../../../shared/places';

/** A route point's picker type: a door is an address. */
const pickerType = (point: QuotePoint): PickerPlaceType => (point.type === 'CITY' ? 'ADDRESS' : point.type);

/** "Shanghai (CNSHA)": a hub with its code, a door by its city's name. */
export const pointText = (point: QuotePoint) => (point.code ? `${point.name} (${point.code})` : point.name);

/** "Shanghai (CNSHA) → Moscow", for titles and questions. */
export const routeText = (request: { from: QuotePoint; to: QuotePoint }) =>
  `${pointText(request.from)} → ${pointText(request.to)}`;

function Point({ point }: { point: QuotePoint }) {
  return (
    <span className="empty-orders-point">
      <PlaceTypeIcon type={pickerType(point)} className="empty-orders-point-icon" aria-hidden="true" />
      <CountryFlag code={point.countryCode} />
      <span className="empty-orders-point-name">{point.name}</span>
      {point.code ? <span className="empty-orders-point-code">{point.code}</span> : null}
    </span>
  );
}

/** The lane of a request: each end with its kind of place, its country's flag, name and code. */
export function RouteLine({ from, to }: { from: QuotePoint; to: QuotePoint }) {
  return (
    <span className="empty-orders-route" aria-label={routeText({ from, to })}>
      <Point point={from} />
      <ArrowRightOutlined className="empty-orders-route-arrow" aria-hidden="true" />
      <Point point={to} />
    </span>
  );
}
