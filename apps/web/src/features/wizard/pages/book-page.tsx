import { CheckCircleOutlined } from '@ant-design/icons';
import type { MessageKey } from '@cargo/domain';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../../shared/i18n';
import { LandingRouteCard } from '../components/landing-route-card';
import { ModeIcons } from '../components/mode-icons';
import { useLandingPlace } from '../components/use-landing-place';
import { todayIso } from '../../../shared/lib/days';
import { landingTypes, parseLanding } from '../lib/landing';
import { wizardLink } from '../../../shared/wizard-link';
import '../components/wizard.css';
import '../components/wizard-book.css';

const POINTS: readonly MessageKey[] = ['wizard.book.point.tariffs', 'wizard.book.point.legs', 'wizard.book.point.book'];

/**
 * The cities-to-cities page (/book?fromCountry=CN&fromCity=Shanghai&toCountry=RU&toCity=Moscow):
 * the lane named by its address, and the wizard opened on it.
 */
export function BookPage() {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [today] = useState(todayIso);
  const query = useMemo(() => parseLanding(search), [search]);
  const types = useMemo(() => landingTypes(query), [query]);
  const from = useLandingPlace(query.fromCity, query.fromCountry, types);
  const to = useLandingPlace(query.toCity, query.toCountry, types);
  const link = wizardLink({ from: from.place, to: to.place }, query.cargo, today);
  const fromName = from.place?.name ?? query.fromCity;
  const toName = to.place?.name ?? query.toCity;
  const title = fromName && toName ? t('wizard.book.title', { from: fromName, to: toName }) : t('wizard.book.titleAny');

  return (
    <div className="wizard wizard-book">
      <section className="wizard-book-hero" aria-labelledby="wizard-book-title">
        <h1 id="wizard-book-title" className="wizard-book-title">
          {title}
        </h1>
        <p className="wizard-book-lead">{t('wizard.book.lead')}</p>
        <ModeIcons modes={['SEA', 'RAIL', 'ROAD', 'AIR']} />
      </section>
      <LandingRouteCard from={from} to={to} cargo={query.cargo} />
      <Button
        type="primary"
        size="large"
        href={link}
        className="wizard-book-open"
        onClick={(event) => {
          event.preventDefault();
          void navigate(link);
        }}
      >
        {t('wizard.book.open')}
      </Button>
      <ul className="wizard-book-points">
        {POINTS.map((key) => (
          <li key={key}>
            <CheckCircleOutlined aria-hidden="true" /> {t(key)}
          </li>
        ))}
      </ul>
    </div>
  );
}
