import { z } from 'zod';

/** Where a quote starts or ends, and the key that names it (Product specification, shell §3). */
export const PLACE_TYPES = ['ADDRESS', 'SEA_PORT', 'AIRPORT_HUB', 'RAILWAY_HUB'] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];
export const placeTypeSchema = z.enum(PLACE_TYPES);
export const PLACE_KEYS = {
  ADDRESS: 'cityId',
  SEA_PORT: 'seaPortId',
  AIRPORT_HUB: 'airportId',
  RAILWAY_HUB: 'stationId',
} as const satisfies Record<PlaceType, string>;

/** The modes of transport reference lists are tagged with. */
export const TRANSPORT_MODES = ['SEA', 'AIR', 'RAIL', 'ROAD'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

export const CONTINENTS = ['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'] as const;
export type Continent = (typeof CONTINENTS)[number];

/** The levels of the geography tree. */
export const GEO_OBJECT_TYPES = ['COUNTRY', 'REGION', 'SPECIAL_REGION', 'CITY'] as const;
export type GeoObjectType = (typeof GEO_OBJECT_TYPES)[number];
/** Which levels each level may hang under (all in its own country); a country is a root. */
export const GEO_PARENT_TYPES: Readonly<Record<GeoObjectType, readonly GeoObjectType[]>> = {
  COUNTRY: [],
  REGION: ['COUNTRY'],
  SPECIAL_REGION: ['COUNTRY', 'REGION'],
  CITY: ['COUNTRY', 'REGION', 'SPECIAL_REGION'],
};

export const TRANSPORT_HUB_TYPES = ['TRANSIT_BORDER', 'DRY_PORT', 'TERMINAL', 'LOGISTICS_CENTER'] as const;
export type TransportHubType = (typeof TRANSPORT_HUB_TYPES)[number];
export const TRANSIT_BORDER_TYPES = ['RAIL', 'ROAD', 'RAIL_ROAD'] as const;
export type TransitBorderType = (typeof TRANSIT_BORDER_TYPES)[number];

/** Container types come in three kinds (Product specification, domain §2): goods containers, trucks, air ULDs. */
export const CONTAINER_KINDS = ['COMMON', 'AUTO', 'AIR'] as const;
export type ContainerKind = (typeof CONTAINER_KINDS)[number];
/** A container's maximum load where the spec names one: 28 t (Product specification, domain §9). */
export const CONTAINER_MAX_LOAD_KG = 28_000;

export const SERVICE_TYPES = [
  'Transportation',
  'cargo_auto_transportation',
  'air_transportation',
  'airport_service',
  'freight',
  'complex',
  'services_departure',
  'services_destination',
  'forwarding_services',
  'railway_services',
  'railway_station_departure',
  'railway_station_destination',
  'surcharge',
  'main_line_haulage',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const LOGISTIC_DOCUMENT_KINDS = [
  'AWB',
  'HOUSE_AWB',
  'BILL_OF_LADING',
  'RAILWAY_BILL',
  'HOUSE_BILL_OF_LADING',
  'HOUSE_RAILWAY_BILL',
  'CMR',
  'TTH',
] as const;

export const SURCHARGE_TYPES = ['ON_CARGO', 'ON_FREIGHT'] as const;
export const TARIFICATIONS = ['ABSOLUTE', 'RELATIVE'] as const;
export const VEHICLE_BODIES = ['TENT', 'TERM', 'REFRIGERATOR'] as const;
export const CUSTOMS_PLACES = ['IN_PORT', 'IN_RAILWAY_HUB', 'IN_DESTINATION_PLACE'] as const;

/** Delivery order statuses (Product specification, domain §4); COMPLETED and CANCELLED are final. */
export const ORDER_STATUSES = [
  'NEW',
  'PLANNING',
  'CONFIRMED',
  'WAITING_CARGO',
  'LOADING_COORDINATION',
  'COLLECTED_FROM_SHIPPER',
  'PICKED_UP',
  'CARGO_SENT',
  'BILL',
  'AWAITING_PAYMENT',
  'ARRIVED_TO_DEPARTURE_HUB',
  'IN_TRANSIT',
  'ARRIVED_TO_TRANSIT_HUB',
  'ARRIVED_TO_DESTINATION_HUB',
  'ARRIVED_TO_HUB',
  'CUSTOMS_CLEARANCE',
  'AT_DESTINATION',
  'DELIVERED',
  'COMPLETED',
  'CANCELLED',
  'ARCHIVED',
  'STANDBY',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_GROUPS = ['ACTIVE', 'INACTIVE'] as const;

/** The tracking points of an order (Product specification, domain §3 "tracking dates by point"). */
export const TRACKING_POINTS = [
  'PICKUP',
  'ORIGIN_HUB',
  'TRANSIT_HUB',
  'ARRIVAL_HUB',
  'CUSTOMS',
  'DESTINATION',
  'DELIVERY',
  'PAYMENT',
] as const;
