import { TRANSPORT_MODES, type MessageKey, type Place, type TransportMode } from '@cargo/domain';
import { useId, useState, type ComponentType, type FormEvent, type SVGProps } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n';
import { todayIso } from '../../../shared/lib/days';
import { PlaceCombobox } from '../../../shared/places/place-combobox';
import { AirIcon, RailIcon, RoadIcon, SeaIcon } from '../../../shared/ui/transport-icons';
import { quoteStartErrors, quoteStartLink, type QuoteStart } from '../lib/quote-start';
import './quote-form.css';

interface ModeCard {
  title: MessageKey;
  text: MessageKey;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const MODE_CARDS: Readonly<Record<TransportMode, ModeCard>> = {
  SEA: { title: 'home.mode.sea', text: 'home.mode.sea.text', Icon: SeaIcon },
  AIR: { title: 'home.mode.air', text: 'home.mode.air.text', Icon: AirIcon },
  RAIL: { title: 'home.mode.rail', text: 'home.mode.rail.text', Icon: RailIcon },
  ROAD: { title: 'home.mode.road', text: 'home.mode.road.text', Icon: RoadIcon },
};

type End = 'from' | 'to';

/**
 * The calculation's first step on the home page (issue 30: the home page leads to a quote): where
 * from, where to, and optionally how it travels; the button opens the wizard with these filled in,
 * at its cargo step. An end's error shows once the field is left or the form is submitted, in a
 * line kept for it, so nothing moves when it appears. Native elements only: the page's first load
 * carries no Ant Design, and it renders on the server as it does in the browser.
 */
export function QuoteForm() {
  const t = useT();
  const navigate = useNavigate();
  const ids = useId();
  const [values, setValues] = useState<QuoteStart>({ from: null, to: null, mode: null });
  const [left, setLeft] = useState<Record<End, boolean>>({ from: false, to: false });
  const [submitted, setSubmitted] = useState(false);
  const errors = quoteStartErrors(values);
  const shownError = (end: End) => ((submitted || left[end]) && errors[end] ? t(errors[end]) : '');
  const fieldId = (end: End) => `${ids}-${end}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const first = (['from', 'to'] as const).find((end) => errors[end]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    void navigate(quoteStartLink(values, todayIso()));
  };

  const endField = (end: End) => {
    const error = shownError(end);
    return (
      <div className="home-quote-field">
        <label className="home-quote-label" htmlFor={fieldId(end)}>
          {t(end === 'from' ? 'wizard.from' : 'wizard.to')}
        </label>
        <PlaceCombobox
          id={fieldId(end)}
          value={values[end]}
          onChange={(place: Place | null) => setValues((current) => ({ ...current, [end]: place }))}
          onBlur={() => setLeft((current) => (current[end] ? current : { ...current, [end]: true }))}
          placeholder={t('wizard.placePlaceholder')}
          invalid={Boolean(error)}
          describedBy={error ? `${fieldId(end)}-error` : undefined}
        />
        <p id={`${fieldId(end)}-error`} className="home-quote-error">
          {error}
        </p>
      </div>
    );
  };

  return (
    <form className="home-quote" aria-labelledby={`${ids}-title`} noValidate onSubmit={onSubmit}>
      <h2 id={`${ids}-title`} className="home-quote-title">
        {t('home.quote.title')}
      </h2>
      <div className="home-quote-route">
        {endField('from')}
        {endField('to')}
      </div>
      <fieldset role="radiogroup" className="home-quote-modes" aria-describedby={`${ids}-mode-hint`}>
        <legend className="home-quote-label">{t('home.modes')}</legend>
        <p id={`${ids}-mode-hint`} className="home-quote-hint">
          {t('home.quote.modeHint')}
        </p>
        <div className="home-mode-grid">
          {TRANSPORT_MODES.map((mode) => {
            const { title, text, Icon } = MODE_CARDS[mode];
            return (
              <label key={mode} className="home-mode">
                <input
                  type="radio"
                  name="mode"
                  value={mode}
                  className="home-mode-input"
                  checked={values.mode === mode}
                  onChange={() => setValues((current) => ({ ...current, mode }))}
                />
                <span className="home-icon-tile home-mode-icon" aria-hidden="true">
                  <Icon />
                </span>
                <span className="home-mode-words">
                  <span className="home-mode-title">{t(title)}</span>
                  <span className="home-mode-text">{t(text)}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <button type="submit" className="home-quote-submit">
        {t('home.quote.submit')}
      </button>
    </form>
  );
}
