import type { Place } from '@cargo/domain';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { data, fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { PlaceCombobox } from './place-combobox';

const city = (cityId: number, name: string, code: string, country: string): Place => ({
  type: 'ADDRESS',
  cityId,
  name,
  code: null,
  country: { code, name: country },
  detail: null,
});

const SHANGHAI = city(1, 'Shanghai', 'CN', 'China');
const SHANGRAO = city(3, 'Shangrao', 'CN', 'China');
const SHANGHAI_RU = city(1, 'Шанхай', 'CN', 'Китай');

/** The place search: every city whose name starts with the text, in the language asked for. */
function placesApi() {
  return fakeApi({
    'GET /geo/search': ({ url }) => {
      const text = (url.searchParams.get('searchString') ?? '').toLowerCase();
      const all = url.searchParams.get('language') === 'ru' ? [SHANGHAI_RU] : [SHANGHAI, SHANGRAO];
      return data({ items: all.filter((place) => place.name.toLowerCase().startsWith(text)) });
    },
  });
}

function Field({ onChosen }: { onChosen: (place: Place | null) => void }) {
  const [value, setValue] = useState<Place | null>(null);
  return (
    <>
      <label htmlFor="from">From</label>
      <PlaceCombobox
        id="from"
        value={value}
        placeholder="City, port, airport or station"
        onChange={(place) => {
          setValue(place);
          onChosen(place);
        }}
      />
    </>
  );
}

async function openField(language: 'en' | 'ru' = 'en') {
  const onChosen = vi.fn();
  const view = renderScreen(<Field onChosen={onChosen} />, { language });
  const input = await screen.findByRole('combobox', { name: 'From' });
  return { ...view, input, onChosen };
}

afterEach(() => vi.unstubAllGlobals());

describe('PlaceCombobox', () => {
  it('searches once typing pauses and lists what the search found, the first option active', async () => {
    const api = placesApi();
    const { user, input } = await openField();
    await user.type(input, 'shang');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Shanghai'),
      expect.stringContaining('Shangrao'),
    ]);
    // Debounced: one search for the whole word, not one per key.
    expect(api.sentTo('GET /geo/search').map((request) => request.url.searchParams.get('searchString'))).toEqual([
      'shang',
    ]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(screen.getByRole('listbox').id).toBe(input.getAttribute('aria-controls'));
  });

  it('moves through the options with the arrows and chooses with Enter, which fills the field', async () => {
    placesApi();
    const { user, input, onChosen } = await openField();
    await user.type(input, 'shang');
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    expect(options[0]!.getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await user.keyboard('{Enter}');

    expect(onChosen).toHaveBeenLastCalledWith(SHANGRAO);
    expect((input as HTMLInputElement).value).toBe('Shangrao, China');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('chooses an option by a click, and typing again lets the chosen place go', async () => {
    placesApi();
    const { user, input, onChosen } = await openField();
    await user.type(input, 'shanghai');
    await user.click(await screen.findByRole('option', { name: /Shanghai/ }));
    expect(onChosen).toHaveBeenLastCalledWith(SHANGHAI);
    expect((input as HTMLInputElement).value).toBe('Shanghai, China');
    expect(document.activeElement).toBe(input);

    await user.type(input, 'x');
    expect(onChosen).toHaveBeenLastCalledWith(null);
    expect((input as HTMLInputElement).value).toBe('Shanghai, Chinax');
  });

  it('closes the list with Escape, keeps the text, and a second Escape clears it', async () => {
    placesApi();
    const { user, input, onChosen } = await openField();
    await user.type(input, 'shang');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect((input as HTMLInputElement).value).toBe('shang');
    expect(onChosen).not.toHaveBeenCalled();

    // The arrow opens it again on the same results.
    await user.keyboard('{ArrowDown}');
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    await user.keyboard('{Escape}{Escape}');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('says when nothing is found, and Enter then chooses nothing', async () => {
    placesApi();
    const { user, input, onChosen } = await openField();
    await user.type(input, 'zzz');
    expect(await screen.findByText('Nothing found')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(onChosen).not.toHaveBeenCalled();
  });

  it('names the places in the interface language', async () => {
    const api = placesApi();
    const { user, input } = await openField('ru');
    await user.type(input, 'шан');
    expect(await screen.findByRole('option', { name: /Шанхай/ })).toBeTruthy();
    await waitFor(() => expect(api.sentTo('GET /geo/search').at(-1)?.url.searchParams.get('language')).toBe('ru'));
    expect(api.sentTo('GET /geo/search').at(-1)?.headers.get('accept-language')).toMatch(/^ru/);
  });
});
