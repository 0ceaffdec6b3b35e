import { TARIFF_LIST } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { filterOfDraft } from '../../../shared/lists/filter-model';
import { tariffColumns } from './columns';
import { tariffFilters } from './filters';
import { placeOfPoint, pointOfPlace } from './points';

const fields = (kind: Parameters<typeof tariffFilters>[0], variant: Parameters<typeof tariffFilters>[1]) =>
  tariffFilters(kind, variant).map((spec) => spec.field);

describe('the filters of a rates page', () => {
  it('offers the ends, the tab’s carrier and the common fields', () => {
    expect(fields('sea', 'CONTAINER')).toEqual([
      'fromName',
      'fromCode',
      'fromCountry',
      'toName',
      'toCode',
      'toCountry',
      'carrierId',
      'organizationId',
      'validFrom',
      'validTo',
      'currency',
      'nds',
      'transitDays',
      'modifier',
      'active',
      'expired',
      'createdAt',
      'updatedAt',
    ]);
    const carriers = (variant: 'CONTAINER' | 'GENERAL') =>
      tariffFilters('sea', variant).find((spec) => spec.field === 'carrierId');
    expect(carriers('CONTAINER')).toMatchObject({
      label: 'tariffScreens.carrier.sea-lines',
      modes: ['SELECT', 'EXISTS', 'NOT_EXISTS'],
      options: { source: 'reference', target: 'sea-lines' },
    });
    expect(carriers('GENERAL')?.options).toEqual({ source: 'reference', target: 'consolidators' });
  });

  it('calls a service’s one end its location and offers its service and route type', () => {
    const port = tariffFilters('port-services', 'BILL');
    expect(port.map((spec) => spec.field)).not.toContain('toName');
    expect(port.find((spec) => spec.field === 'fromName')?.label).toBe('tariffScreens.field.place');
    expect(port.find((spec) => spec.field === 'routeType')).toMatchObject({
      modes: ['SELECT', 'EXISTS', 'NOT_EXISTS'],
      options: { source: 'enum', enumName: 'routeType' },
    });
  });

  it('builds only filters the list takes (TARIFF_LIST)', () => {
    const sample = { text: 'x', from: 1, to: 2, values: ['USD'], flag: true };
    for (const spec of tariffFilters('freight-surcharges', 'GENERAL'))
      for (const mode of spec.modes) {
        const from = spec.type === 'date' ? '2026-01-01' : 1;
        const filter = filterOfDraft({ id: 1, field: spec.field, mode, ...sample, from }, spec);
        const field = TARIFF_LIST[filter!.field as keyof typeof TARIFF_LIST];
        expect(field.filters, JSON.stringify(filter)).toContain(filter!.kind);
      }
  });
});

describe('the columns of a rates table', () => {
  it('shows the owner to operators only, and both ends in one route column where the kind has two', () => {
    const keys = (operator: boolean) =>
      tariffColumns('sea', 'CONTAINER', operator)
        .filter((column) => column.visible)
        .map((column) => column.key);
    expect(keys(false)).toEqual(['route', 'carrier', 'prices', 'validity', 'transitDays', 'active']);
    expect(keys(true)).toContain('organization');
    const portServices = tariffColumns('port-services', 'BILL', true).map((column) => column.key);
    expect(portServices).toContain('from');
    expect(portServices).not.toContain('to');
    expect(portServices).not.toContain('route');
    // A service's route type is shown under the service, not in a column of its own.
    const shown = tariffColumns('port-services', 'BILL', true).filter((column) => column.visible);
    expect(shown.map((column) => column.key)).toContain('service');
    expect(shown.map((column) => column.key)).not.toContain('routeType');
  });
});

describe('a tariff’s end and the place picker', () => {
  it('goes both ways, a city as the picker’s address and a hub by its own id', () => {
    const city = { type: 'CITY', id: 9, code: null, name: 'Moscow', countryCode: 'RU' } as const;
    expect(placeOfPoint(city)).toMatchObject({ type: 'ADDRESS', cityId: 9, name: 'Moscow' });
    expect(pointOfPlace(placeOfPoint(city))).toEqual(city);
    const hub = { type: 'TRANSPORT_HUB', id: 4, code: 'ZAB', name: 'Zabaykalsk', countryCode: 'RU' } as const;
    expect(pointOfPlace(placeOfPoint(hub))).toEqual(hub);
  });
});
