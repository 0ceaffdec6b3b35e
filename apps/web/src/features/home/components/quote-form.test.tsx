import type { Place } from '@cargo/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../../shared/lib/days';
import { decodeWizard } from '../../../shared/wizard-link';
import { data, fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { QuoteForm } from './quote-form';

const SHANGHAI: Place = {
  type: 'ADDRESS',
  cityId: 1796236,
  name: 'Shanghai',
  code: null,
  country: { code: 'CN', name: 'China' },
  detail: null,
};
const MOSCOW: Place = {
  type: 'ADDRESS',
  cityId: 524901,
  name: 'Moscow',
  code: null,
  country: { code: 'RU', name: 'Russia' },
  detail: null,
};

function placesApi() {
  return fakeApi({
    'GET /geo/search': ({ url }) => {
      const text = (url.searchParams.get('searchString') ?? '').toLowerCase();
      return data({ items: [SHANGHAI, MOSCOW].filter((place) => place.name.toLowerCase().startsWith(text)) });
    },
  });
}

async function openForm() {
  const view = renderScreen(<QuoteForm />);
  const from = await screen.findByRole('combobox', { name: 'From' });
  const to = screen.getByRole('combobox', { name: 'To' });
  return { ...view, from, to };
}

afterEach(() => vi.unstubAllGlobals());

describe('QuoteForm', () => {
  it('opens the wizard on the two places chosen and the cargo form of the mode', async () => {
    placesApi();
    const { user, from, to, location } = await openForm();
    await user.type(from, 'shang');
    await screen.findByRole('option', { name: /Shanghai/ });
    await user.keyboard('{Enter}'); // the first option, active as soon as the results come
    expect((from as HTMLInputElement).value).toBe('Shanghai, China');
    await user.type(to, 'mosc');
    await user.click(await screen.findByRole('option', { name: /Moscow/ }));
    await user.click(screen.getByRole('radio', { name: /Sea freight/ }));
    await user.click(screen.getByRole('button', { name: 'Calculate the cost' }));

    await waitFor(() => expect(location()).toMatch(/^\/book\/wizard\?/));
    const { values } = decodeWizard(location().split('?')[1]!, todayIso());
    expect(values.from).toMatchObject({ type: 'ADDRESS', cityId: 1796236, name: 'Shanghai' });
    expect(values.to).toMatchObject({ type: 'ADDRESS', cityId: 524901, name: 'Moscow' });
    expect(values.cargoForm).toBe('CONTAINER');
  });

  it('without a mode leaves the cargo form to the wizard', async () => {
    placesApi();
    const { user, from, to, location } = await openForm();
    await user.type(from, 'mosc');
    await user.click(await screen.findByRole('option', { name: /Moscow/ }));
    await user.type(to, 'shang');
    await user.click(await screen.findByRole('option', { name: /Shanghai/ }));
    await user.click(screen.getByRole('button', { name: 'Calculate the cost' }));
    await waitFor(() => expect(location()).toMatch(/^\/book\/wizard\?/));
    const params = new URLSearchParams(location().split('?')[1]);
    expect(params.has('cargo')).toBe(false);
    expect(params.get('from')).toMatch(/^city_524901_RU_/);
  });

  it('shows an end’s error once the field is left, and both on submit, in lines kept for them', async () => {
    placesApi();
    const { user, from, to, location } = await openForm();
    const errorOf = (field: HTMLElement) => document.getElementById(`${field.id}-error`)!;
    expect(errorOf(from).textContent).toBe('');
    expect(errorOf(to).textContent).toBe('');

    await user.click(from);
    await user.type(from, 'shang');
    await user.click(to); // leaves From without choosing
    expect(errorOf(from).textContent).toBe('Choose a place from the list');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(from.getAttribute('aria-describedby')).toBe(errorOf(from).id);
    expect(errorOf(to).textContent).toBe('');

    await user.click(screen.getByRole('button', { name: 'Calculate the cost' }));
    expect(errorOf(to).textContent).toBe('Choose a place from the list');
    // Once per field, and the wizard not opened.
    expect(screen.getAllByText('Choose a place from the list')).toHaveLength(2);
    expect(location()).toBe('/');
    expect(document.activeElement).toBe(from);
  });

  it('refuses the same place at both ends', async () => {
    placesApi();
    const { user, from, to, location } = await openForm();
    await user.type(from, 'mosc');
    await user.click(await screen.findByRole('option', { name: /Moscow/ }));
    await user.type(to, 'mosc');
    await user.click(await screen.findByRole('option', { name: /Moscow/ }));
    await user.click(screen.getByRole('button', { name: 'Calculate the cost' }));
    expect(document.getElementById(`${to.id}-error`)!.textContent).toBe('The same place as the origin');
    expect(location()).toBe('/');
  });
});
