import { ShopOutlined, TeamOutlined } from '@ant-design/icons';
import type { MessageKey } from '@cargo/domain';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { useT } from '../../../shared/i18n';
import { AirIcon, RailIcon, RoadIcon, SeaIcon } from '../../../shared/ui';
import { SystemStatus } from '../components/system-status';
import './home-page.css';

interface Mode {
  title: MessageKey;
  text: MessageKey;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const MODES: readonly Mode[] = [
  { title: 'home.mode.sea', text: 'home.mode.sea.text', Icon: SeaIcon },
  { title: 'home.mode.air', text: 'home.mode.air.text', Icon: AirIcon },
  { title: 'home.mode.rail', text: 'home.mode.rail.text', Icon: RailIcon },
  { title: 'home.mode.road', text: 'home.mode.road.text', Icon: RoadIcon },
];

function Audience({ icon, title, pitch }: { icon: ReactNode; title: string; pitch: string }) {
  return (
    <div className="home-audience">
      <span className="home-audience-icon" aria-hidden="true">
        {icon}
      </span>
      <div>
        <h2 className="home-audience-title">{title}</h2>
        <p className="home-audience-pitch">{pitch}</p>
      </div>
    </div>
  );
}

/** The public index (Product specification, shell §2): what the product is, for whom, and whether it is up. */
export function HomePage() {
  const t = useT();
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title" className="home-title">
          {t('app.name')}
        </h1>
        <p className="home-headline">{t('home.headline')}</p>
        <div className="home-audiences">
          <Audience icon={<ShopOutlined />} title={t('home.owners.title')} pitch={t('home.owners.pitch')} />
          <Audience icon={<TeamOutlined />} title={t('home.carriers.title')} pitch={t('home.carriers.pitch')} />
        </div>
      </section>

      <section className="home-modes" aria-labelledby="home-modes-title">
        {/* Plain elements styled as Ant Design's card and grid were: Card and Typography bring
            tabs, inputs and form code the first screen does not use (issue 30's size budget). */}
        <h2 id="home-modes-title" className="home-section-title">
          {t('home.modes')}
        </h2>
        <ul className="home-mode-grid">
          {MODES.map(({ title, text, Icon }) => (
            <li key={title} className="home-mode">
              <div className="home-mode-body">
                <span className="home-mode-icon" aria-hidden="true">
                  <Icon />
                </span>
                <div>
                  <h3 className="home-mode-title">{t(title)}</h3>
                  <p className="home-mode-text">{t(text)}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <SystemStatus />
    </div>
  );
}
