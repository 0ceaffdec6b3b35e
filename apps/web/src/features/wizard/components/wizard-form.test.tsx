import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../../shared/lib/days';
import { defaultValues, emptyContainerLine, type WizardValues } from '../../../shared/wizard-link/wizard-values';
import { containerTypeEntry } from '../../../test/dictionary-entry';
import { data, fakeApi, json } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { CALCULATION, MOSCOW_PLACE, SHANGHAI_PLACE } from '../lib/test-fixtures';
import { WizardForm } from './wizard-form';

const CALCULATE = 'POST /orders/calculations' as const;
const today = todayIso();

/** The dictionary's 40'HC, 28 t at most. */
const highCube = containerTypeEntry(3, '45G1', "40'HC", { maxLoadKg: 28_000 });
const DICTIONARIES = { 'GET /common/dictionaries/container-types': data({ items: [highCube], total: 1 }) } as const;

/** Shanghai → Moscow, one 40'HC of 20 t, ready today. */
const filled: WizardValues = {
  ...defaultValues(today, 'CONTAINER'),
  from: SHANGHAI_PLACE,
  to: MOSCOW_PLACE,
  containers: [{ ...emptyContainerLine(3), weight: 20_000 }],
};

function openForm(initialValues: WizardValues, { language = 'en' as 'en' | 'ru' | 'zh', operator = false } = {}) {
  const onCalculated = vi.fn();
  const view = renderScreen(
    <WizardForm
      initialValues={initialValues}
      forms={['CONTAINER']}
      operator={operator}
      isWidget={false}
      sort="BEST_PRICE"
      currency="USD"
      onCalculated={onCalculated}
    />,
    { language },
  );
  const form = () => screen.findByRole('form', { name: view.text('wizard.form') });
  const calculate = async () =>
    view.user.click(within(await form()).getByRole('button', { name: view.text('wizard.calculate') }));
  return { ...view, form, calculate, onCalculated };
}

/** The error shown at the field labelled `label`. */
const errorAt = (form: HTMLElement, label: string) =>
  waitFor(() => {
    const item = within(form).getByText(label, { selector: 'label' }).closest('.ant-form-item')!;
    const error = item.querySelector('.ant-form-item-explain-error');
    expect(error).not.toBeNull();
    return error!.textContent;
  });

describe('the wizard form', () => {
  it('asks for both ends in the user’s language before it calculates anything', async () => {
    const api = fakeApi(DICTIONARIES);
    const view = openForm({ ...filled, from: null, to: null }, { language: 'ru' });
    await view.calculate();
    const form = await view.form();
    expect(await errorAt(form, view.text('wizard.from'))).toBe(view.text('validation.required'));
    expect(await errorAt(form, view.text('wizard.to'))).toBe(view.text('validation.required'));
    expect(api.sentTo(CALCULATE)).toEqual([]);
  });

  it('refuses a route from a place to itself', async () => {
    const api = fakeApi(DICTIONARIES);
    const view = openForm({ ...filled, to: SHANGHAI_PLACE });
    await view.calculate();
    expect(await errorAt(await view.form(), view.text('wizard.to'))).toBe(view.text('wizard.samePlace'));
    expect(api.sentTo(CALCULATE)).toEqual([]);
  });

  it('holds a container’s cargo to the type’s payload', async () => {
    const api = fakeApi(DICTIONARIES);
    const view = openForm({ ...filled, containers: [{ ...emptyContainerLine(3), weight: 30_000 }] });
    await view.calculate();
    const error = await errorAt(await view.form(), view.text('wizard.container.weight'));
    expect(error).toBe(view.text('cargo.containerMaxLoad', { max: 28 }));
    expect(api.sentTo(CALCULATE)).toEqual([]);
  });

  it('says what is wrong with a field once it is left, not while it is typed, and takes it back once fixed', async () => {
    fakeApi(DICTIONARIES);
    const view = openForm(filled);
    const form = await view.form();
    const weight = within(form).getByRole('spinbutton', { name: view.text('wizard.container.weight') });
    const item = weight.closest('.ant-form-item')!;
    await view.user.clear(weight);
    await view.user.type(weight, '30000');
    // Still typing: no problem shown yet.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(item.querySelector('.ant-form-item-explain-error')).toBeNull();
    await view.user.tab();
    expect(await errorAt(form, view.text('wizard.container.weight'))).toBe(
      view.text('cargo.containerMaxLoad', { max: 28 }),
    );
    // Fixed while still in the field: the problem goes at once.
    await view.user.click(weight);
    await view.user.clear(weight);
    await view.user.type(weight, '20000');
    await waitFor(() => expect(item.querySelector('.ant-form-item-explain-error')).toBeNull());
  });

  it('sends the request as the API takes it and hands the calculation on', async () => {
    const api = fakeApi({ ...DICTIONARIES, [CALCULATE]: data(CALCULATION) });
    const view = openForm(filled);
    await view.calculate();
    await waitFor(() => expect(view.onCalculated).toHaveBeenCalledTimes(1));
    expect(api.sentTo(CALCULATE)[0]!.body).toEqual({
      from: { type: 'ADDRESS', cityId: 1 },
      to: { type: 'ADDRESS', cityId: 2 },
      readyDate: today,
      cargo: { type: 'CONTAINER', containers: [{ containerTypeId: 3, amount: 1, weight: 20_000, weightUnit: 'KG' }] },
      currency: 'USD',
      sort: 'BEST_PRICE',
      isWidget: false,
    });
    expect(view.onCalculated.mock.calls[0]![0]).toEqual(CALCULATION);
  });

  it('says the service is unavailable when the server fails', async () => {
    fakeApi({ ...DICTIONARIES, [CALCULATE]: json(503, { error: { code: 'UNAVAILABLE', message: 'Down' } }) });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const view = openForm(filled, { language: 'zh' });
    await view.calculate();
    const alert = await within(await view.form()).findByRole('alert');
    expect(alert.textContent).toContain(view.text('wizard.unavailable'));
    expect(view.onCalculated).not.toHaveBeenCalled();
  });

  it('offers a commission of its own to operators only', async () => {
    fakeApi(DICTIONARIES);
    const client = openForm(filled);
    await client.form();
    expect(screen.queryByText(client.text('wizard.customCommission'))).toBeNull();
    client.unmount();
    const operator = openForm(filled, { operator: true });
    expect(await within(await operator.form()).findByText(operator.text('wizard.customCommission'))).toBeTruthy();
  });
});
