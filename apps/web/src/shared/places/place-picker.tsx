import type { PlaceType } from '@cargo/domain';
import { Select, Spin } from 'antd';
import { useMemo, useRef, useState, type CompositionEvent, type ReactNode } from 'react';
import { useI18n } from '../i18n';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { usePlaceSearch } from './api/search-places';
import { useTransportHubSearch } from './api/search-transport-hubs';
import { flagPrefix } from './country-flag';
import { placeLine } from './place-line';
import { placeValue, type PickerPlace, type PickerPlaceType, type PlaceOf } from './place-keys';
import { PlaceOption } from './place-option';
import { PLACE_SEARCH_DEBOUNCE_MS } from './place-search-timing';
import './place-picker.css';

const DEFAULT_LIMIT = 10;
const NO_FLIP = { overflow: { adjustX: true, adjustY: false } } as const;

export interface PlacePickerProps<T extends PickerPlaceType = PlaceType> {
  value?: PlaceOf<T> | null;
  /** The chosen place, or null when cleared. */
  onChange?: (place: PlaceOf<T> | null) => void;
  /** The field was left (a form checks it then). */
  onBlur?: () => void;
  /**
   * Only these kinds of place (the four a calculation names by default). TRANSPORT_HUB adds the
   * border crossings, dry ports and terminals of the hubs' list to the results.
   */
  types?: readonly T[];
  /** ISO alpha-2: only places in that country. */
  country?: string;
  placeholder?: string;
  /** The accessible name; "Place" by default. A visible label can name it by `id` instead. */
  'aria-label'?: string;
  id?: string;
  className?: string;
  disabled?: boolean;
  allowClear?: boolean;
  /** How many results at most (10 by default). */
  limit?: number;
}

interface PlaceOptionData {
  value: string;
  label: string;
  place: PickerPlace;
}

const isSearchType = (type: PickerPlaceType): type is PlaceType => type !== 'TRANSPORT_HUB';

/**
 * A city, sea port, airport or railway station found by typing (GET /geo/search): a name in
 * any of the three languages, part of one, or a code (CNSHA, SVO); where asked, a transport hub
 * too (by the start of its name or code, from the hubs' list). It asks once typing pauses
 * for 150 ms, from the first character; while a Chinese or other input method is composing it
 * waits for the composed text. The last results stay while the next load. Arrows, Enter and
 * Escape work as in any select.
 */
export function PlacePicker<T extends PickerPlaceType = PlaceType>({
  value,
  onChange,
  onBlur,
  types,
  country,
  placeholder,
  'aria-label': ariaLabel,
  id,
  className,
  disabled,
  allowClear = true,
  limit = DEFAULT_LIMIT,
}: PlacePickerProps<T>) {
  const { t, language } = useI18n();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const composing = useRef(false);
  const searchString = useDebouncedValue(term.trim(), PLACE_SEARCH_DEBOUNCE_MS);
  const searching = searchString.length > 0 && text.trim().length > 0;
  const searchTypes = types?.filter((type): type is T & PlaceType => isSearchType(type));
  const withPlaces = !searchTypes || searchTypes.length > 0;
  const withHubs = types?.some((type) => type === 'TRANSPORT_HUB') ?? false;
  const places = usePlaceSearch(
    { searchString, language, country: country || undefined, types: searchTypes, limit },
    { enabled: searching && !disabled && withPlaces },
  );
  const hubs = useTransportHubSearch(
    { text: searchString, limit, country: country || undefined },
    { enabled: searching && !disabled && withHubs },
  );
  const asked = [...(withPlaces ? [places] : []), ...(withHubs ? [hubs] : [])];
  const search = {
    isError: asked.some((query) => query.isError),
    isFetching: asked.some((query) => query.isFetching),
    hasData: asked.some((query) => query.data),
  };

  const options = useMemo(() => {
    const byValue = new Map<string, PlaceOptionData>();
    const found: PickerPlace[] = searching
      ? [...(withPlaces ? (places.data ?? []) : []), ...(withHubs ? (hubs.data ?? []) : [])]
      : [];
    for (const place of found) {
      const key = placeValue(place);
      if (!byValue.has(key)) byValue.set(key, { value: key, label: placeLine(place, false), place });
    }
    return [...byValue.values()];
  }, [searching, places.data, hubs.data, withPlaces, withHubs]);

  const onSearch = (next: string) => {
    setText(next);
    if (!composing.current) setTerm(next);
  };

  let notFound: ReactNode = <div className="place-picker-empty">{t('placePicker.typeToSearch')}</div>;
  if (searching && search.isError) notFound = <div className="place-picker-empty">{t('placePicker.searchFailed')}</div>;
  else if (searching && search.isFetching && !search.hasData) notFound = <Spin size="small" />;
  else if (searching) notFound = <div className="place-picker-empty">{t('placePicker.noResults')}</div>;

  return (
    <div
      className={className ? `place-picker ${className}` : 'place-picker'}
      // The input method's letters (shang…) are not the text: search once the characters are composed.
      onCompositionStart={() => {
        composing.current = true;
      }}
      onCompositionEnd={(event: CompositionEvent<HTMLDivElement>) => {
        composing.current = false;
        const input = event.target as HTMLInputElement;
        setTerm(typeof input.value === 'string' ? input.value : text);
      }}
    >
      <Select<string, PlaceOptionData>
        id={id}
        onBlur={onBlur}
        aria-label={ariaLabel ?? t('placePicker.label')}
        value={value ? placeValue(value) : undefined}
        placeholder={placeholder ?? t('placePicker.placeholder')}
        disabled={disabled}
        allowClear={allowClear}
        options={options}
        // The chosen place keeps its line when it is not among the results.
        labelRender={(selected) =>
          value ? `${flagPrefix(value.country.code)}${placeLine(value, false)}` : selected.label
        }
        optionRender={(option) => <PlaceOption place={option.data.place} />}
        showSearch={{ filterOption: false, onSearch, searchValue: text }}
        loading={searching && search.isFetching}
        notFoundContent={notFound}
        listHeight={340}
        // Wide enough for an airport's long name beside its code; on a phone as wide as the field,
        // under it (place-picker.css).
        classNames={{ popup: { root: 'place-picker-popup' } }}
        // Always below the field, never flipped over it: on a phone a list above would cover the
        // field being typed in and the one before it; the page scrolls to the list's end instead.
        popupAlign={NO_FLIP}
        // Ten results at most: every one is drawn, each an option screen readers can reach.
        virtual={false}
        defaultActiveFirstOption
        onChange={(next) => {
          setText('');
          setTerm('');
          const chosen = next === undefined ? undefined : options.find((option) => option.value === next);
          onChange?.((chosen?.place as PlaceOf<T> | undefined) ?? null);
        }}
      />
    </div>
  );
}
