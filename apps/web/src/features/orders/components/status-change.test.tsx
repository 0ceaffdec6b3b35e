import { TRACKING_DATES, type DeliveryOrder } from '@cargo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayIso } from '../../../shared/lib/days';
import { data, fakeApi, refusal } from '../../../test/fake-api';
import { choose, renderScreen } from '../../../test/render-screen';
import { statusLabel, trackingLabel } from '../lib/labels';
import { StatusChange } from './status-change';

/** A delivery order picked up and on its way to the hub: it may move to two statuses now. */
const delivery: DeliveryOrder = {
  id: 41,
  orderId: 7,
  orderNumber: 'C-1007',
  number: 'C-1007-1',
  position: 1,
  status: 'PICKED_UP',
  statusGroup: 'ACTIVE',
  carrierOrganizationId: 3,
  carrier: { id: 3, name: 'Demo Sea Lines' },
  stretches: [],
  modes: ['SEA'],
  legIndexes: [0],
  cost: [],
  manualCost: null,
  externalId: null,
  paymentState: 'NOT_PAID',
  automaticTracking: false,
  manualStatus: null,
  notificationsEnabled: true,
  tracking: TRACKING_DATES.map((date) => ({ date, planned: null, actual: null })),
  logistics: { trackingNumber: null, billOfLading: null, awb: null, cmr: null, railwayBill: null, houseBills: [] },
  nextStatuses: ['ARRIVED_TO_DEPARTURE_HUB', 'CANCELLED'],
  createdAt: '2026-01-10T09:00:00.000Z',
  updatedAt: '2026-01-10T09:00:00.000Z',
};
const ROUTE = 'PUT /order-delivery/41/status' as const;

async function openForm(language: 'en' | 'ru' | 'zh' = 'en') {
  const view = renderScreen(<StatusChange delivery={delivery} />, { language });
  const form = await screen.findByRole('form', { name: view.text('orderScreens.status.form', { number: 'C-1007-1' }) });
  const status = within(form).getByRole('combobox', { name: view.text('orderScreens.status.next') });
  return { ...view, form, status };
}

describe('the status change of a delivery order', () => {
  it('offers only the statuses the API allows now', async () => {
    fakeApi();
    const { user, text, status } = await openForm();
    await user.click(status);
    const offered = (await screen.findAllByRole('option')).map((option) => option.getAttribute('aria-label'));
    expect(offered).toEqual([text(statusLabel('ARRIVED_TO_DEPARTURE_HUB')), text(statusLabel('CANCELLED'))]);
  });

  it('sends nothing without a status, and says so in the user’s language', async () => {
    const api = fakeApi();
    const { user, text, form } = await openForm('ru');
    await user.click(within(form).getByRole('button', { name: text('orderScreens.status.submit') }));
    expect(await within(form).findByText(text('validation.required'))).toBeTruthy();
    expect(api.sentTo(ROUTE)).toEqual([]);
  });

  it('names the tracking date a status fills, and sends the status with today as its day', async () => {
    const api = fakeApi({ [ROUTE]: data({ ...delivery, status: 'ARRIVED_TO_DEPARTURE_HUB' }) });
    const { user, text, form, status } = await openForm();
    await choose(user, status, text(statusLabel('ARRIVED_TO_DEPARTURE_HUB')));
    const fills = text('orderScreens.status.fills', { date: text(trackingLabel('ORIGIN_HUB_ARRIVAL')) });
    expect(await within(form).findByText(fills)).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: text('orderScreens.status.submit') }));
    await waitFor(() => expect(api.sentTo(ROUTE)).toHaveLength(1));
    const [sent] = api.sentTo(ROUTE);
    expect(sent!.url.searchParams.get('status')).toBe('ARRIVED_TO_DEPARTURE_HUB');
    expect(sent!.body).toEqual({ date: todayIso() });
    // Done, the form is empty again, ready for the next change.
    await waitFor(() => expect(within(form).queryByText(fills)).toBeNull());
  });

  it('shows a refused day at the day, and any other refusal above the button', async () => {
    const dayRefused = 'The actual date cannot be before the planned ready date';
    const api = fakeApi({
      [ROUTE]: refusal(400, 'Invalid', [
        { fieldName: 'tracking.ORIGIN_HUB_ARRIVAL', errorText: dayRefused },
        { fieldName: 'comment', errorText: 'Too long' },
      ]),
    });
    const { user, text, form, status } = await openForm();
    await choose(user, status, text(statusLabel('ARRIVED_TO_DEPARTURE_HUB')));
    await user.click(within(form).getByRole('button', { name: text('orderScreens.status.submit') }));

    const dayField = (await within(form).findByText(dayRefused)).closest('.ant-form-item');
    expect(dayField && within(dayField as HTMLElement).getByText(text('orderScreens.status.date'))).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toContain('Too long');
    expect(api.sentTo(ROUTE)).toHaveLength(1);
  });
});
