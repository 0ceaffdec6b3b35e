import { CheckCircleFilled } from '@ant-design/icons';
import type { MessageKey } from '@cargo/domain';
import { useId, type ReactNode } from 'react';
import { useT } from '../../../shared/i18n';
import { AirIcon, LogoMark, RailIcon, RoadIcon, SeaIcon } from '../../../shared/ui';
import './auth.css';

const POINTS: readonly MessageKey[] = [
  'auth.aside.point.quotes',
  'auth.aside.point.bookings',
  'auth.aside.point.partners',
];

/** The brand panel beside the form on wide screens: what an account gives. Hidden on phones. */
function AuthAside() {
  const t = useT();
  return (
    <aside className="auth-aside">
      <LogoMark size={40} />
      <p className="auth-aside-name">{t('app.name')}</p>
      <h2 className="auth-aside-title">{t('auth.aside.title')}</h2>
      <ul className="auth-aside-points">
        {POINTS.map((key) => (
          <li key={key}>
            <CheckCircleFilled aria-hidden="true" />
            <span>{t(key)}</span>
          </li>
        ))}
      </ul>
      <div className="auth-aside-modes" aria-hidden="true">
        <SeaIcon />
        <AirIcon />
        <RailIcon />
        <RoadIcon />
      </div>
    </aside>
  );
}

interface Props {
  title: string;
  subtitle?: ReactNode;
  /** Under the form: the links to the other sign-in pages. */
  footer?: ReactNode;
  /** A form with two columns (registration). */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of the sign-in pages: a card with the brand panel and the page's heading, form and links. */
export function AuthLayout({ title, subtitle, footer, wide = false, children }: Props) {
  const titleId = useId();
  return (
    <div className="auth-page">
      <div className={wide ? 'auth-card auth-card-wide' : 'auth-card'}>
        <AuthAside />
        <section className="auth-main" aria-labelledby={titleId}>
          <header className="auth-header">
            <h1 id={titleId} className="auth-title">
              {title}
            </h1>
            {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
          </header>
          {children}
          {footer ? <footer className="auth-footer">{footer}</footer> : null}
        </section>
      </div>
    </div>
  );
}
