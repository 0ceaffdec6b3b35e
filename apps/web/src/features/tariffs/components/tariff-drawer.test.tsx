import type { Tariff } from '@cargo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { containerTypeEntry } from '../../../test/dictionary-entry';
import { data, fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { TariffDrawer } from './tariff-drawer';

/** The container types a partner's sea tariff prices: 20', 40' and 40'HC, in the dictionary's order. */
const CONTAINER_TYPES = {
  'GET /common/dictionaries/container-types': data({
    items: [
      containerTypeEntry(12, '22G1', "20'"),
      containerTypeEntry(20, '42G1', "40'"),
      containerTypeEntry(21, '45G1', "40'HC"),
    ],
    total: 3,
  }),
} as const;

const port = (id: number, code: string, name: string, countryCode: string) =>
  ({ type: 'SEA_PORT', id, code, name, countryCode }) as const;

/** Tariff #41 of Demo Sea Lines: Shanghai → Saint Petersburg by Maersk, 1900 USD for a 20'. */
const tariff: Tariff = {
  id: 41,
  kind: 'sea',
  variant: 'CONTAINER',
  organization: { id: 3, name: 'Demo Sea Lines' },
  from: port(1, 'CNSHA', 'Shanghai', 'CN'),
  to: port(2, 'RULED', 'Saint Petersburg', 'RU'),
  validFrom: '2026-06-01',
  validTo: '2026-06-30',
  currency: 'USD',
  nds: 'NONE',
  minPrice: null,
  transitDays: 32,
  documentDeadlineDays: null,
  modifier: 'PUBLIC',
  clientOrganizationIds: [],
  active: true,
  comment: null,
  carrier: { id: 7, code: 'MAEU', name: 'Maersk' },
  service: null,
  routeType: null,
  chargingMode: null,
  roadChargingCode: null,
  vehicleBody: null,
  distanceRange: null,
  zipCodes: [],
  demurrageDays: null,
  detentionDays: null,
  surcharge: null,
  surchargeType: null,
  tarification: null,
  appliesToTariffId: null,
  rangeUnit: null,
  lines: [{ containerTypeId: 12, vehicleTypeId: null, palletTypeId: null, from: null, to: null, price: 190_000 }],
  editable: true,
  version: 4,
  createdAt: '2026-05-20T00:00:00.000Z',
  updatedAt: '2026-05-20T00:00:00.000Z',
};

function openDrawer(opened: Tariff | null, language: 'en' | 'ru' | 'zh' = 'en') {
  const view = renderScreen(
    <TariffDrawer kind="sea" variant="CONTAINER" open tariff={opened} operator={false} onClose={() => undefined} />,
    { language },
  );
  const title = opened
    ? view.text('tariffScreens.form.editTitle', { id: opened.id })
    : view.text('tariffScreens.form.createTitle', { variant: view.text('tariffScreens.variant.CONTAINER') });
  return { ...view, drawer: () => screen.findByRole('dialog', { name: title }) };
}

describe('the tariff form', () => {
  it('sent empty, names the ends and the carrier as required in the user’s language, and sends nothing', async () => {
    const api = fakeApi(CONTAINER_TYPES);
    const view = openDrawer(null, 'zh');
    const drawer = await view.drawer();
    await view.user.click(await within(drawer).findByRole('button', { name: view.text('tariffScreens.form.create') }));
    // From, to and the sea line.
    await waitFor(() => expect(within(drawer).getAllByText(view.text('validation.required'))).toHaveLength(3));
    expect(api.sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('refuses a validity that ends before it starts, at the end date', async () => {
    const api = fakeApi(CONTAINER_TYPES);
    const view = openDrawer({ ...tariff, validFrom: '2026-07-01' });
    const drawer = await view.drawer();
    await view.user.click(await within(drawer).findByRole('button', { name: view.text('admin.common.save') }));
    const problem = await within(drawer).findByText(view.text('tariffs.expiresBeforeStart'));
    expect(problem.closest('.ant-form-item')?.textContent).toContain(view.text('tariffScreens.field.validTo'));
    expect(api.sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('sends the prices in cents, with the version it was read at', async () => {
    const api = fakeApi({ ...CONTAINER_TYPES, 'PUT /tariffs/sea/41': data({ ...tariff, version: 5 }) });
    const view = openDrawer(tariff);
    const drawer = await view.drawer();
    const forty = await within(drawer).findByLabelText("40'", { exact: true });
    await view.user.click(forty);
    await view.user.paste('1999.5');
    await view.user.click(within(drawer).getByRole('button', { name: view.text('admin.common.save') }));

    await waitFor(() => expect(api.sentTo('PUT /tariffs/sea/41')).toHaveLength(1));
    const [sent] = api.sentTo('PUT /tariffs/sea/41');
    expect(sent!.headers.get('if-match')).toBe('"4"');
    expect(sent!.body).toMatchObject({
      from: { type: 'SEA_PORT', id: 1 },
      to: { type: 'SEA_PORT', id: 2 },
      carrierId: 7,
      lines: [
        { containerTypeId: 12, price: 190_000 },
        { containerTypeId: 20, price: 199_950 },
      ],
    });
  });

  it('shows a tariff that is not the user’s to change, without a way to save it', async () => {
    fakeApi(CONTAINER_TYPES);
    const view = openDrawer({ ...tariff, editable: false });
    const drawer = await view.drawer();
    expect(await within(drawer).findByText(view.text('tariffScreens.form.readOnly'))).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: view.text('admin.common.save') })).toBeNull();
    expect(within(drawer).getByLabelText("20'", { exact: true }).hasAttribute('disabled')).toBe(true);
  });
});
