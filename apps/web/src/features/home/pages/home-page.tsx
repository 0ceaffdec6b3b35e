import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n';
import { CargoOwnerIcon, CarrierTeamIcon } from '../../../shared/ui/transport-icons';
import { QuoteForm } from '../components/quote-form';
import './home-page.css';

function Audience({ icon, title, pitch }: { icon: ReactNode; title: string; pitch: string }) {
  return (
    <div className="home-audience">
      <span className="home-icon-tile" aria-hidden="true">
        {icon}
      </span>
      <div>
        <h2 className="home-audience-title">{title}</h2>
        <p className="home-audience-pitch">{pitch}</p>
      </div>
    </div>
  );
}

/**
 * The public index (Product specification, shell §2): the product's name, what it does, and the
 * calculation's first step right there (issue 30); below it, what it offers cargo owners and carriers.
 */
export function HomePage() {
  const t = useT();
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title" className="home-title">
          {t('app.name')}
        </h1>
        <p className="home-headline">{t('home.headline')}</p>
        <QuoteForm />
      </section>

      <section className="home-audiences" aria-label={t('home.audiences')}>
        <Audience icon={<CargoOwnerIcon />} title={t('home.owners.title')} pitch={t('home.owners.pitch')} />
        <Audience icon={<CarrierTeamIcon />} title={t('home.carriers.title')} pitch={t('home.carriers.pitch')} />
      </section>
    </div>
  );
}
