import type { CargoForm } from '@cargo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { todayIso } from '../../../shared/lib/days';
import { containerTypeEntry } from '../../../test/dictionary-entry';
import { data, fakeApi, json, refusal } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { initialBookingValues, ownParty, type BookingValues } from '../lib/booking-values';
import { BookingForm } from './booking-form';

const CONTAINER_TYPES = 'GET /common/dictionaries/container-types' as const;
const BOOK = 'POST /orders' as const;
const PARTIES = 'GET /orders/parties' as const;
const target = { calculationId: '0b6c3f0e-8f7e-4f53-9a43-2f7a1c9d5e11', quotationId: 3 };
const today = todayIso();

/** The dictionary's 40'HC, 40 feet long (the number rule of a 40'). */
const highCube = containerTypeEntry(5, '45G1', "40'HC", { sizeFeet: 40 });
const containerTypes = data({ items: [highCube], total: 1 });

/** A booking of one 40'HC of 20 t, ready today. */
const initialValues: BookingValues = {
  ...initialBookingValues(
    {
      request: {
        cargo: { type: 'CONTAINER', containers: [{ containerTypeId: 5, amount: 1, weight: 20_000, weightUnit: 'KG' }] },
      } as never,
      readyDate: today,
      currency: 'USD',
    },
    today,
  ),
};

/** A booking of 120 kg of general cargo: no containers, no trucks. */
const generalCargo: BookingValues = initialBookingValues(
  {
    request: { cargo: { type: 'GENERAL_CARGO', items: [] } } as never,
    readyDate: today,
    currency: 'USD',
  },
  today,
  ownParty({
    firstName: 'James',
    lastName: 'Carter',
    phone: '+7 900 000-00-01',
    email: 'james@demo.test',
    organization: { name: 'Demo Trading House' } as never,
  }),
);

function openForm({
  blocked = false,
  language = 'en' as const,
  onConflict = vi.fn(),
  cargoForm = 'CONTAINER' as CargoForm,
  values = initialValues,
} = {}) {
  const view = renderScreen(
    <BookingForm
      target={target}
      initialValues={values}
      today={today}
      cargoForm={cargoForm}
      blocked={blocked}
      onConflict={onConflict}
    />,
    { language },
  );
  return { ...view, onConflict };
}

async function formOf(view: ReturnType<typeof openForm>) {
  const form = await screen.findByRole('form', { name: view.text('orderScreens.booking.form') });
  const party = (section: 'shipper' | 'consignee') =>
    within(within(form).getByRole('group', { name: view.text(`orderScreens.booking.${section}`) }));
  const book = within(form).getByRole('button', { name: view.text('orderScreens.booking.submit') });
  return { form, party, book };
}

/** Puts a text into a field as a paste does: one change, not one per key (the form re-renders at each). */
async function enter(view: ReturnType<typeof openForm>, field: HTMLElement, text: string) {
  await view.user.click(field);
  await view.user.paste(text);
}

async function fillParties(view: ReturnType<typeof openForm>) {
  const { party } = await formOf(view);
  for (const section of ['shipper', 'consignee'] as const) {
    await enter(view, party(section).getByLabelText(view.text('orderScreens.party.name')), `  ${section} Ltd `);
    await enter(view, party(section).getByLabelText(view.text('orderScreens.party.address')), `1 ${section} Road`);
  }
}

describe('the booking form', () => {
  it('cannot be sent before the container types are in', async () => {
    let answerTypes!: (response: Response) => void;
    fakeApi({ [CONTAINER_TYPES]: () => new Promise<Response>((resolve) => (answerTypes = resolve)) });
    const { book } = await formOf(openForm());
    expect(book.hasAttribute('disabled')).toBe(true);
    answerTypes(containerTypes.clone());
    await waitFor(() => expect(book.hasAttribute('disabled')).toBe(false));
  });

  it('cannot be sent while the calculation is outdated', async () => {
    fakeApi({ [CONTAINER_TYPES]: containerTypes });
    const { form, book } = await formOf(openForm({ blocked: true }));
    await within(form).findByText("40'HC");
    expect(book.hasAttribute('disabled')).toBe(true);
  });

  it('names each required party field in the user’s language, and sends nothing', async () => {
    const api = fakeApi({ [CONTAINER_TYPES]: containerTypes });
    const view = openForm({ language: 'ru' as never });
    const { form, book } = await formOf(view);
    await waitFor(() => expect(book.hasAttribute('disabled')).toBe(false));
    await view.user.click(book);
    // The name and the address of the shipper and of the consignee.
    await waitFor(() => expect(within(form).getAllByText(view.text('validation.required'))).toHaveLength(4));
    expect(api.sentTo(BOOK)).toEqual([]);
  });

  it('holds a 40’ container number to its pattern, upper-cased as typed', async () => {
    const api = fakeApi({ [CONTAINER_TYPES]: containerTypes });
    const view = openForm();
    const { form, book } = await formOf(view);
    await fillParties(view);
    const number = within(form).getByLabelText(view.text('orderScreens.container.number'));
    await view.user.type(number, 'mscu123');
    expect((number as HTMLInputElement).value).toBe('MSCU123');
    await view.user.click(book);
    // The rule shows under the field twice: as the type's hint, and now as the field's error.
    const rule = view.text('orders.containerNumber40');
    expect(within(form).getAllByText(rule)).toHaveLength(1);
    await waitFor(() => expect(within(form).getAllByText(rule)).toHaveLength(2));
    expect(api.sentTo(BOOK)).toEqual([]);
  });

  it('sends the booking of the quotation, trimmed, and shows the server’s field errors at their fields', async () => {
    const api = fakeApi({
      [CONTAINER_TYPES]: containerTypes,
      [BOOK]: refusal(422, 'Invalid booking', [{ fieldName: 'consignee.address', errorText: 'Unknown street' }]),
    });
    const view = openForm();
    const { book, party } = await formOf(view);
    await fillParties(view);
    await enter(view, screen.getByLabelText(view.text('orderScreens.container.number')), 'MSCU1234567');
    await view.user.click(book);

    await waitFor(() => expect(api.sentTo(BOOK)).toHaveLength(1));
    expect(api.sentTo(BOOK)[0]!.body).toMatchObject({
      ...target,
      shipper: { name: 'shipper Ltd', address: '1 shipper Road', email: null },
      consignee: { name: 'consignee Ltd', address: '1 consignee Road' },
      containers: [{ containerTypeId: 5, number: 'MSCU1234567', weightKg: 20_000 }],
      pickup: { date: today, from: null, to: null },
    });
    expect(await party('consignee').findByText('Unknown street')).toBeTruthy();
  });

  it('hands a conflict (the calculation went out of date) to the page', async () => {
    fakeApi({
      [CONTAINER_TYPES]: containerTypes,
      [BOOK]: json(409, { error: { code: 'CONFLICT', message: 'The prices have changed' } }),
    });
    const view = openForm();
    const { book } = await formOf(view);
    await fillParties(view);
    await view.user.click(book);
    await waitFor(() => expect(view.onConflict).toHaveBeenCalledWith('The prices have changed'));
  });

  it('asks a general cargo nothing of containers or trucks, and sends it without waiting for the container types', async () => {
    let answerTypes: ((response: Response) => void) | undefined;
    // Answered once the test is over: identical GETs in flight share one call (shared/http's
    // `inFlight`), so one never answered would hold every later file's container types.
    onTestFinished(() => answerTypes?.(containerTypes.clone()));
    const api = fakeApi({
      [CONTAINER_TYPES]: () => new Promise<Response>((resolve) => (answerTypes = resolve)),
      // The answer does not matter here: what was sent does.
      [BOOK]: json(409, { error: { code: 'CONFLICT', message: 'The prices have changed' } }),
    });
    const view = openForm({ cargoForm: 'GENERAL_CARGO', values: generalCargo });
    const { form, book, party } = await formOf(view);
    expect(within(form).queryByText(view.text('orderScreens.booking.containers'))).toBeNull();
    expect(within(form).queryByLabelText(view.text('orderScreens.container.number'))).toBeNull();
    expect(within(form).queryByLabelText(view.text('orderScreens.field.truckCount'))).toBeNull();
    expect(within(form).queryByLabelText(view.text('orderScreens.field.truckType'))).toBeNull();
    expect(book.hasAttribute('disabled')).toBe(false);
    // The client's own organization is the consignee already; the shipper is theirs to give.
    const consigneeName = party('consignee').getByLabelText(view.text('orderScreens.party.name')) as HTMLInputElement;
    expect(consigneeName.value).toBe('Demo Trading House');
    await enter(view, party('shipper').getByLabelText(view.text('orderScreens.party.name')), 'Ningbo Export Co');
    await enter(view, party('shipper').getByLabelText(view.text('orderScreens.party.address')), '1 Port Road');
    await enter(view, party('consignee').getByLabelText(view.text('orderScreens.party.address')), '2 Tverskaya');
    await view.user.click(book);
    await waitFor(() => expect(api.sentTo(BOOK)).toHaveLength(1));
    expect(api.sentTo(BOOK)[0]!.body).toMatchObject({
      consignee: {
        name: 'Demo Trading House',
        contactPerson: 'James Carter',
        phone: '+7 900 000-00-01',
        email: 'james@demo.test',
      },
      containers: [],
      truckCount: null,
      truckType: null,
    });
  });

  it('asks a vehicle cargo its trucks, and a container cargo its containers but no trucks', async () => {
    fakeApi({ [CONTAINER_TYPES]: containerTypes });
    const vehicle = openForm({ cargoForm: 'VEHICLE', values: generalCargo });
    const { form } = await formOf(vehicle);
    expect(within(form).getByLabelText(vehicle.text('orderScreens.field.truckCount'))).toBeTruthy();
    expect(within(form).queryByLabelText(vehicle.text('orderScreens.container.number'))).toBeNull();
    vehicle.unmount();

    const container = openForm();
    const containerForm = (await formOf(container)).form;
    expect(within(containerForm).getByLabelText(container.text('orderScreens.container.number'))).toBeTruthy();
    expect(within(containerForm).queryByLabelText(container.text('orderScreens.field.truckCount'))).toBeNull();
  });

  it('fills the shipper from a party of an earlier order', async () => {
    const api = fakeApi({
      [CONTAINER_TYPES]: containerTypes,
      [PARTIES]: data([
        {
          name: 'Ningbo Export',
          address: '1 Harbour Road',
          contactPerson: 'Li Na',
          phone: null,
          email: null,
          taxId: null,
        },
      ]),
      [BOOK]: json(409, { error: { code: 'CONFLICT', message: 'The prices have changed' } }),
    });
    const view = openForm({ cargoForm: 'GENERAL_CARGO', values: generalCargo });
    const { book, party } = await formOf(view);
    const pick = await party('shipper').findByLabelText(view.text('orderScreens.party.saved'));
    await view.user.click(pick);
    await view.user.click(await screen.findByText('Ningbo Export — 1 Harbour Road'));
    const name = party('shipper').getByLabelText(view.text('orderScreens.party.name')) as HTMLInputElement;
    expect(name.value).toBe('Ningbo Export');
    await enter(view, party('consignee').getByLabelText(view.text('orderScreens.party.address')), '2 Tverskaya');
    await view.user.click(book);
    await waitFor(() => expect(api.sentTo(BOOK)).toHaveLength(1));
    expect(api.sentTo(BOOK)[0]!.body).toMatchObject({
      shipper: { name: 'Ningbo Export', address: '1 Harbour Road', contactPerson: 'Li Na', phone: null },
    });
  });
});
