/** Route names shared by the route table and the menu; no imports, so both may use them. */

/** The path segments and the catalogue names of the twelve rate kinds (Product specification, shell §2). */
export const RATE_KINDS = [
  ['sea', 'sea'],
  ['port-services', 'portServices'],
  ['airport-services', 'airportServices'],
  ['road-transportation', 'roadTransportation'],
  ['railway-transportation', 'railwayTransportation'],
  ['railway-services', 'railwayServices'],
  ['freight-surcharges', 'freightSurcharges'],
  ['air-transportation', 'airTransportation'],
  ['trucking', 'trucking'],
  ['trucking-international', 'truckingInternational'],
  ['intermodal-rates', 'intermodalRates'],
  ['pallet', 'pallet'],
] as const;
export type RateKind = (typeof RATE_KINDS)[number][1];

/** The dictionaries partners see (Product specification, shell §2); operators have them too. */
export const SHARED_DICTIONARIES = [
  ['airline-disclaimers', 'airlineDisclaimers'],
  ['railway-disclaimers', 'railwayDisclaimers'],
  ['vehicle-disclaimers', 'vehicleDisclaimers'],
  ['sea-line-conditions', 'seaLineConditions'],
  ['customs-clearance', 'customsClearance'],
] as const;
export type SharedDictionary = (typeof SHARED_DICTIONARIES)[number][1];
