import { ArrowRightOutlined } from '@ant-design/icons';
import type { CargoForm } from '@cargo/domain';
import { Card, Skeleton, Tag } from 'antd';
import { useT } from '../../../shared/i18n';
import { CountryFlag, PlaceTypeIcon, placeWhere, useCountries } from '../../../shared/places';
import { cargoFormLabelKey } from '../lib/labels';
import type { LandingPlace } from './use-landing-place';

function End({ end, label }: { end: LandingPlace; label: string }) {
  const t = useT();
  const countries = useCountries();
  if (end.searching) return <Skeleton.Input active size="small" />;
  if (!end.place)
    return (
      <div className="wizard-book-end">
        <span className="wizard-book-end-label">{label}</span>
        <span className="wizard-book-end-name">{end.name ?? '—'}</span>
        {end.notFound && end.name ? (
          <span className="wizard-book-end-missing">{t('wizard.book.notFound', { name: end.name })}</span>
        ) : null}
      </div>
    );
  const { place } = end;
  const countryName = countries.data?.find((country) => country.countryCode === place.country.code)?.name;
  return (
    <div className="wizard-book-end">
      <span className="wizard-book-end-label">{label}</span>
      <span className="wizard-book-end-name">
        <PlaceTypeIcon type={place.type} /> <CountryFlag code={place.country.code} /> {place.name}
      </span>
      <span className="wizard-book-end-where">
        {placeWhere({ ...place, country: { ...place.country, name: place.country.name || countryName || '' } })}
      </span>
    </div>
  );
}

/** The page's route: the two places as the search found them, and the cargo form it opens on. */
export function LandingRouteCard({
  from,
  to,
  cargo,
}: {
  from: LandingPlace;
  to: LandingPlace;
  cargo: CargoForm | null;
}) {
  const t = useT();
  return (
    <Card className="wizard-card wizard-book-route" variant="borderless">
      <End end={from} label={t('wizard.from')} />
      <ArrowRightOutlined className="wizard-book-arrow" aria-hidden="true" />
      <End end={to} label={t('wizard.to')} />
      {cargo ? (
        <div className="wizard-book-end">
          <span className="wizard-book-end-label">{t('wizard.cargo')}</span>
          <Tag className="wizard-book-cargo">{t(cargoFormLabelKey(cargo))}</Tag>
        </div>
      ) : null}
    </Card>
  );
}
