import { z } from 'zod';

/** VAT of a tariff (Product specification, shell §3): none, zero-rated, or the current rate (20 %, Product specification, domain §9). */
export const NDS_KINDS = ['NONE', 'ZERO', 'CURRENT_RATE'] as const;
export type NdsKind = (typeof NDS_KINDS)[number];
/** The VAT rate CURRENT_RATE stands for, in percent. */
export const CURRENT_VAT_PERCENT = 20;

/** Who sees a tariff: everyone who quotes, or only the client organizations it names. */
export const TARIFF_MODIFIERS = ['PUBLIC', 'PRIVATE'] as const;
export type TariffModifier = (typeof TARIFF_MODIFIERS)[number];

export const CHARGING_MODES = [
  'BETWEEN_CITIES',
  'BETWEEN_CITIES_PER_DISTANCE',
  'DISTANCE',
  'RATE',
  'HOURLY',
  'FROM_AIRPORT',
  'PORT_ADR',
  'AIR_ADR',
  'PORT_RAILWAY',
  'ADR_RAILWAY',
  'ADR_ADR',
] as const;
export type ChargingMode = (typeof CHARGING_MODES)[number];

/** Road charging codes: per W/M, per running... (WM, RC) and the extended LDM and RAD. */
export const ROAD_CHARGING_CODES = ['WM', 'RC', 'LDM', 'RAD'] as const;
export type RoadChargingCode = (typeof ROAD_CHARGING_CODES)[number];

export const DISTANCE_RANGES = ['UNDER_50', 'UNDER_100', 'OVER_100'] as const;
export type DistanceRange = (typeof DISTANCE_RANGES)[number];

export const ROUTE_TYPES = ['IMPORT', 'EXPORT', 'LOCAL_ARRIVAL', 'LOCAL_DEPARTURE'] as const;
export type RouteType = (typeof ROUTE_TYPES)[number];

export const BULK_TARIFF_ACTIONS = [
  'ADD_SURCHARGES',
  'DELETE_SURCHARGES',
  'DELETE',
  'PROLONG',
  'CHANGE_OWNER',
] as const;
export type BulkTariffAction = (typeof BULK_TARIFF_ACTIONS)[number];

/** The phases a long job (an import, a bulk action) reports (Product specification, shell §3). */
export const JOB_PHASES = ['START', 'PROGRESS', 'END'] as const;
export type JobPhase = (typeof JOB_PHASES)[number];

export const ndsSchema = z.enum(NDS_KINDS);
export const tariffModifierSchema = z.enum(TARIFF_MODIFIERS);
export const chargingModeSchema = z.enum(CHARGING_MODES);
export const roadChargingCodeSchema = z.enum(ROAD_CHARGING_CODES);
export const distanceRangeSchema = z.enum(DISTANCE_RANGES);
export const routeTypeSchema = z.enum(ROUTE_TYPES);
export const bulkTariffActionSchema = z.enum(BULK_TARIFF_ACTIONS);
export const jobPhaseSchema = z.enum(JOB_PHASES);
