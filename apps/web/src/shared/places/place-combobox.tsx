import type { Place } from '@cargo/domain';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useI18n } from '../i18n';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { usePlaceSearch } from './api/search-places';
import { placeLine } from './place-line';
import { placeValue } from './place-keys';
import { PlaceOption } from './place-option';
import { PLACE_SEARCH_DEBOUNCE_MS } from './place-search-timing';
import './place-picker.css';
import './place-combobox.css';

const LIMIT = 8;

export interface PlaceComboboxProps {
  /** The input's id: a visible `<label htmlFor>` names it. */
  id: string;
  value: Place | null;
  /** The place chosen from the list, or null as soon as the text no longer names it. */
  onChange: (place: Place | null) => void;
  /** Focus left the field (the form shows its error from then on). */
  onBlur?: () => void;
  placeholder?: string;
  /** The field's error is shown: `aria-invalid`, and the error's id in `describedBy`. */
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A city, sea port, airport or station found by typing (GET /geo/search, names in the interface's
 * language), on native elements: the ARIA combobox pattern with a list popup. Arrows move through
 * the results (the first is active as soon as they come), Enter chooses, Escape closes the list
 * and, once closed, clears the text. The list hangs right under the field, so on a phone it opens
 * below what is being typed. Without Ant Design: the home page's first load carries none.
 */
export function PlaceCombobox({ id, value, onChange, onBlur, placeholder, invalid, describedBy }: PlaceComboboxProps) {
  const { t, language } = useI18n();
  const listId = useId();
  // null: the field shows the chosen place (or nothing); a string: what is being typed.
  const [text, setText] = useState<string | null>(null);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const composing = useRef(false);
  const searchString = useDebouncedValue(term.trim(), PLACE_SEARCH_DEBOUNCE_MS);
  const searching = open && text !== null && searchString.length > 0;
  const search = usePlaceSearch({ searchString, language, limit: LIMIT }, { enabled: searching });
  const options = searching ? (search.data ?? []) : [];
  const activeIndex = options.length ? Math.min(active, options.length - 1) : -1;
  const shown = text ?? (value ? placeLine(value, false) : '');

  const optionId = (index: number) => `${listId}-${index}`;

  const type = (next: string) => {
    setText(next);
    if (!composing.current) setTerm(next);
    setActive(0);
    setOpen(next.trim().length > 0);
    if (value) onChange(null);
  };

  const choose = (place: Place) => {
    setText(null);
    setTerm('');
    setOpen(false);
    onChange(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(shown.trim().length > 0 && text !== null);
          return;
        }
        if (!options.length) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + options.length) % options.length);
        return;
      }
      case 'Enter': {
        const place = open ? options[activeIndex] : undefined;
        // The list's choice, not the form's submit; with nothing to choose Enter submits.
        if (place) {
          event.preventDefault();
          choose(place);
        }
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        } else if (shown) {
          event.preventDefault();
          type('');
        }
        return;
    }
  };

  let status = '';
  if (searching && search.isError) status = t('placePicker.searchFailed');
  else if (searching && !search.data && search.isFetching) status = t('placePicker.searching');
  else if (searching && search.data && !options.length && !search.isFetching) status = t('placePicker.noResults');
  else if (open && !searching) status = t('placePicker.typeToSearch');

  return (
    <div className="place-combobox">
      <input
        id={id}
        type="text"
        role="combobox"
        className="place-combobox-input"
        value={shown}
        placeholder={placeholder}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="next"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        // The input method's letters (shang…) are not the text: search once the characters are composed.
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={(event) => {
          composing.current = false;
          setTerm(event.currentTarget.value);
        }}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
      />
      <div className="place-combobox-popup" hidden={!open}>
        <ul id={listId} role="listbox" aria-label={placeholder} className="place-combobox-list">
          {options.map((place, index) => (
            <li
              key={placeValue(place)}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className="place-combobox-option"
              // Keeps the focus in the field: the click chooses, the blur does not close first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(place)}
              onMouseMove={() => index !== activeIndex && setActive(index)}
            >
              <PlaceOption place={place} />
            </li>
          ))}
        </ul>
        <p className="place-combobox-status" aria-live="polite">
          {open ? status : ''}
        </p>
      </div>
    </div>
  );
}
