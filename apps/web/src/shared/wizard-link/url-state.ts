import {
  CARGO_FORMS,
  DISPLAY_CURRENCIES,
  PLACE_TYPES,
  QUOTE_SORTS,
  SIZE_UNITS,
  VEHICLE_BODIES,
  VOLUME_UNITS,
  WEIGHT_UNITS,
  type CargoForm,
  type DisplayCurrency,
  type Place,
  type PlaceType,
  type QuoteSort,
  type SizeUnit,
  type VolumeUnit,
  type WeightUnit,
} from '@cargo/domain';
import { placeId } from '../places/place-keys';
import { isPastDay, parseDay } from '../lib/days';
import {
  defaultValues,
  emptyContainerLine,
  emptyGeneralLine,
  emptyPalletLine,
  emptyVehicle,
  type ContainerLine,
  type GeneralLine,
  type PalletLine,
  type VehicleBody,
  type VehicleValues,
  type WizardValues,
} from './wizard-values';

/**
 * The wizard's request in the address (Product specification, shell §2: Back from an order page reloads the
 * wizard), readable and short: one parameter per end, per cargo line, and the options; the
 * calculation's id in the hash. Fields of a value are joined by `_`, which a query keeps as is:
 *
 *   /book/wizard?from=city_1796236_CN__Shanghai&to=city_524901_RU__Moscow
 *     &cargo=CONTAINER&container=3_1_20000_KG&date=2026-05-04&currency=RUB#<calculation id>
 *
 * An end: kind (city, port, airport, station), id, country, code, name. A general line: S (by sizes) type, pieces, length,
 * width, height, unit, weight, unit — or V (by volume) type, pieces, volume, unit, weight, unit.
 * A container: type, amount, weight, unit. A vehicle: type, body, amount. A pallet: type, amount,
 * height, unit, weight, unit. An empty field is a value not typed yet. Other parameters of the
 * address (`lang`) are left alone.
 */

export const WIZARD_PARAMS = [
  'from',
  'to',
  'date',
  'currency',
  'sort',
  'cargo',
  'item',
  'container',
  'vehicle',
  'pallet',
  'commission',
] as const;

const SEP = '_';

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const join = (...parts: (number | string | null | undefined)[]) => parts.map(text).join(SEP);

function num(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null | undefined): T | undefined =>
    values.find((candidate) => candidate === value);

const cargoForm = oneOf<CargoForm>(CARGO_FORMS);
const currency = oneOf<DisplayCurrency>(DISPLAY_CURRENCIES);
const quoteSort = oneOf<QuoteSort>(QUOTE_SORTS);
const body = oneOf<VehicleBody>(VEHICLE_BODIES);
const sizeUnit = oneOf(Object.keys(SIZE_UNITS) as SizeUnit[]);
const weightUnit = oneOf(Object.keys(WEIGHT_UNITS) as WeightUnit[]);
const volumeUnit = oneOf(Object.keys(VOLUME_UNITS) as VolumeUnit[]);

/** The kind of an end in a word without the separator: city, port, airport, station. */
const PLACE_WORDS: Readonly<Record<PlaceType, string>> = {
  ADDRESS: 'city',
  SEA_PORT: 'port',
  AIRPORT_HUB: 'airport',
  RAILWAY_HUB: 'station',
};
const placeType = (word: string | undefined): PlaceType | undefined =>
  PLACE_TYPES.find((type) => PLACE_WORDS[type] === word);

export function encodePlace(place: Place): string {
  return join(PLACE_WORDS[place.type], placeId(place), place.country.code, place.code, place.name);
}

export function decodePlace(value: string | null): Place | null {
  if (!value) return null;
  const [word, rawId, country = '', code = '', ...name] = value.split(SEP);
  const type = placeType(word);
  const id = num(rawId);
  if (!type || id === null || !Number.isInteger(id) || id <= 0) return null;
  const named = {
    name: name.join(SEP) || code || String(id),
    code: code || null,
    country: { code: country, name: '' },
    detail: null,
  };
  switch (type) {
    case 'ADDRESS':
      return { ...named, type, cityId: id };
    case 'SEA_PORT':
      return { ...named, type, seaPortId: id };
    case 'AIRPORT_HUB':
      return { ...named, type, airportId: id };
    case 'RAILWAY_HUB':
      return { ...named, type, stationId: id };
  }
}

const encodeGeneral = (line: GeneralLine) =>
  line.measureBy === 'VOLUME'
    ? join('V', line.typeId, line.amount, line.volume, line.volumeUnit, line.weight, line.weightUnit)
    : join(
        'S',
        line.typeId,
        line.amount,
        line.length,
        line.width,
        line.height,
        line.sizeUnit,
        line.weight,
        line.weightUnit,
      );

function decodeGeneral(value: string): GeneralLine {
  const [kind, ...parts] = value.split(SEP);
  const empty = emptyGeneralLine();
  if (kind === 'V') {
    const [typeId, amount, volume, vUnit, weight, wUnit] = parts;
    return {
      ...empty,
      measureBy: 'VOLUME',
      typeId: num(typeId),
      amount: num(amount),
      volume: num(volume),
      volumeUnit: volumeUnit(vUnit) ?? empty.volumeUnit,
      weight: num(weight),
      weightUnit: weightUnit(wUnit) ?? empty.weightUnit,
    };
  }
  const [typeId, amount, length, width, height, sUnit, weight, wUnit] = parts;
  return {
    ...empty,
    typeId: num(typeId),
    amount: num(amount),
    length: num(length),
    width: num(width),
    height: num(height),
    sizeUnit: sizeUnit(sUnit) ?? empty.sizeUnit,
    weight: num(weight),
    weightUnit: weightUnit(wUnit) ?? empty.weightUnit,
  };
}

const encodeContainer = (line: ContainerLine) => join(line.containerTypeId, line.amount, line.weight, line.weightUnit);

function decodeContainer(value: string): ContainerLine {
  const [typeId, amount, weight, unit] = value.split(SEP);
  return {
    containerTypeId: num(typeId),
    amount: num(amount),
    weight: num(weight),
    weightUnit: weightUnit(unit) ?? 'KG',
  };
}

const encodeVehicle = (vehicle: VehicleValues) => join(vehicle.vehicleTypeId, vehicle.bodyType, vehicle.amount);

function decodeVehicle(value: string): VehicleValues {
  const [typeId, rawBody, amount] = value.split(SEP);
  return { vehicleTypeId: num(typeId), bodyType: body(rawBody) ?? null, amount: num(amount) };
}

const encodePallet = (line: PalletLine) =>
  join(line.palletTypeId, line.amount, line.height, line.sizeUnit, line.weight, line.weightUnit);

function decodePallet(value: string): PalletLine {
  const [typeId, amount, height, sUnit, weight, wUnit] = value.split(SEP);
  return {
    palletTypeId: num(typeId),
    amount: num(amount),
    height: num(height),
    sizeUnit: sizeUnit(sUnit) ?? 'CM',
    weight: num(weight),
    weightUnit: weightUnit(wUnit) ?? 'KG',
  };
}

/** Lines that still look as a new form has them are left out of the address. */
function untouched<T extends object>(lines: readonly T[], empty: T): boolean {
  const [line] = lines;
  return (
    lines.length === 1 &&
    line !== undefined &&
    (Object.keys(empty) as (keyof T)[]).every((key) => (line[key] ?? null) === (empty[key] ?? null))
  );
}

function encodeCargo(values: WizardValues, params: URLSearchParams) {
  params.set('cargo', values.cargoForm);
  switch (values.cargoForm) {
    case 'GENERAL_CARGO':
      if (!untouched(values.general, emptyGeneralLine()))
        values.general.forEach((line) => params.append('item', encodeGeneral(line)));
      return;
    case 'CONTAINER':
      if (!untouched(values.containers, emptyContainerLine()))
        values.containers.forEach((line) => params.append('container', encodeContainer(line)));
      return;
    case 'VEHICLE':
      if (!untouched([values.vehicle], emptyVehicle())) params.set('vehicle', encodeVehicle(values.vehicle));
      return;
    case 'PALLET':
      if (!untouched(values.pallets, emptyPalletLine()))
        values.pallets.forEach((line) => params.append('pallet', encodePallet(line)));
      return;
  }
}

/**
 * The wizard's parameters of the form's values; what a new form has anyway (today, USD, best
 * price, an empty line) is left out, so a shared link does not fix a day that will pass.
 */
export function encodeWizard(values: WizardValues, sort: QuoteSort, today: string): URLSearchParams {
  const params = new URLSearchParams();
  if (values.from) params.set('from', encodePlace(values.from));
  if (values.to) params.set('to', encodePlace(values.to));
  if (values.readyDate && values.readyDate !== today) params.set('date', values.readyDate);
  if (values.currency !== 'USD') params.set('currency', values.currency);
  if (sort !== 'BEST_PRICE') params.set('sort', sort);
  encodeCargo(values, params);
  if (values.customCommission !== null) params.set('commission', String(values.customCommission));
  return params;
}

/** The parameters of the request itself (the sort and the display currency are views of its answer). */
const REQUEST_PARAMS = WIZARD_PARAMS.filter((name) => name !== 'sort' && name !== 'currency');

export interface DecodedWizard {
  values: WizardValues;
  /** The address names a request (an end, the cargo, a day…). */
  given: boolean;
  /** The sort and the display currency the address names, if any. */
  sort: QuoteSort | null;
  currency: DisplayCurrency | null;
}

/** The form's values of an address; what it lacks or garbles is a new form's. A past day becomes today. */
export function decodeWizard(search: string | URLSearchParams, today: string, form?: CargoForm): DecodedWizard {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const base = defaultValues(today, cargoForm(params.get('cargo')) ?? form);
  const day = parseDay(params.get('date'));
  const items = params.getAll('item').map(decodeGeneral);
  const containers = params.getAll('container').map(decodeContainer);
  const pallets = params.getAll('pallet').map(decodePallet);
  const vehicle = params.get('vehicle');
  const values: WizardValues = {
    ...base,
    from: decodePlace(params.get('from')),
    to: decodePlace(params.get('to')),
    readyDate: day && !isPastDay(day) ? day : today,
    currency: currency(params.get('currency')) ?? base.currency,
    general: items.length ? items : base.general,
    containers: containers.length ? containers : base.containers,
    vehicle: vehicle ? decodeVehicle(vehicle) : base.vehicle,
    pallets: pallets.length ? pallets : base.pallets,
    customCommission: num(params.get('commission') ?? undefined),
  };
  return {
    values,
    given: REQUEST_PARAMS.some((name) => params.has(name)),
    sort: quoteSort(params.get('sort')) ?? null,
    currency: currency(params.get('currency')) ?? null,
  };
}

/** The address's query with the wizard's parameters replaced by these (others such as `lang` kept). */
export function wizardSearch(current: string, next: URLSearchParams): string {
  const params = new URLSearchParams(current);
  for (const name of WIZARD_PARAMS) params.delete(name);
  for (const [name, value] of next) params.append(name, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Only the wizard's parameter `name` set to `value` (the sort, the currency), the rest kept. */
export function withParam(current: string, name: (typeof WIZARD_PARAMS)[number], value: string | null): string {
  const params = new URLSearchParams(current);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The calculation the address's hash names (`#2f1c…`), or null. */
export function calculationIdOf(hash: string): string | null {
  const id = hash.replace(/^#/, '').trim();
  return UUID.test(id) ? id.toLowerCase() : null;
}

/**
 * The order the address's hash names (`#1042`): Back from an order page reloads the wizard with
 * the order's id (Product specification, shell §2), and the wizard restores the calculation it was booked from.
 * Only a plain positive whole number is an order's id.
 */
export function orderIdOf(hash: string): number | null {
  const id = hash.replace(/^#/, '').trim();
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  const number = Number(id);
  return number <= 2_147_483_647 ? number : null;
}
