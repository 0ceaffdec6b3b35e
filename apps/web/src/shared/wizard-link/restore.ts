import {
  minorToMajor,
  type Calculation,
  type CalculationRequest,
  type Place,
  type QuotePlace,
  type QuotePoint,
} from '@cargo/domain';
import { PERCENT_DIGITS } from '../lib/format-money';
import { defaultValues, type GeneralLine, type WizardValues } from './wizard-values';

/**
 * A calculation back into the form (the wizard reloaded with its id in the hash): the request it
 * was made with, its ends named as the calculation names them.
 */

/** A requested end with the calculation's name for it, as the place picker shows a chosen place. */
export function placeOf(
  place: QuotePlace,
  point: Pick<QuotePoint, 'name' | 'code' | 'countryCode' | 'cityName'>,
): Place {
  const named = {
    name: point.name,
    code: point.code,
    country: { code: point.countryCode ?? '', name: '' },
    detail: point.cityName && point.cityName !== point.name ? point.cityName : null,
  };
  switch (place.type) {
    case 'ADDRESS':
      return { ...named, type: place.type, cityId: place.cityId };
    case 'SEA_PORT':
      return { ...named, type: place.type, seaPortId: place.seaPortId };
    case 'AIRPORT_HUB':
      return { ...named, type: place.type, airportId: place.airportId };
    case 'RAILWAY_HUB':
      return { ...named, type: place.type, stationId: place.stationId };
  }
}

const or = (value: number | null | undefined): number | null => value ?? null;

function cargoValues(request: CalculationRequest): Partial<WizardValues> {
  const { cargo } = request;
  switch (cargo.type) {
    case 'GENERAL_CARGO':
      return {
        general: cargo.items.map((item): GeneralLine => ({
          typeId: or(item.typeId),
          amount: item.amount,
          measureBy: item.volume != null && item.length == null ? 'VOLUME' : 'SIZES',
          length: or(item.length),
          width: or(item.width),
          height: or(item.height),
          sizeUnit: item.sizeUnit,
          volume: or(item.volume),
          volumeUnit: item.volumeUnit,
          weight: item.weight,
          weightUnit: item.weightUnit,
        })),
      };
    case 'CONTAINER':
      return { containers: cargo.containers.map((line) => ({ ...line })) };
    case 'VEHICLE':
      return {
        vehicle: {
          vehicleTypeId: cargo.vehicle.vehicleTypeId,
          bodyType: cargo.vehicle.bodyType ?? null,
          amount: cargo.vehicle.amount,
        },
      };
    case 'PALLET':
      return { pallets: cargo.pallets.map((line) => ({ ...line })) };
  }
}

/** The form as it was when the calculation was made; the other tabs start empty. */
export function valuesOfCalculation(
  calculation: Pick<Calculation, 'request' | 'from' | 'to'>,
  today: string,
): WizardValues {
  const { request } = calculation;
  return {
    ...defaultValues(today, request.cargo.type),
    ...cargoValues(request),
    from: placeOf(request.from, calculation.from),
    to: placeOf(request.to, calculation.to),
    readyDate: request.readyDate,
    currency: request.currency,
    customCommission: request.customCommission ? minorToMajor(request.customCommission.percent, PERCENT_DIGITS) : null,
  };
}
