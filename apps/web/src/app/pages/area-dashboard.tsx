import { PlusOutlined } from '@ant-design/icons';
import { personName } from '@cargo/domain';
import { Button, Card, Col, Empty, Row, Typography } from 'antd';
import { Link, useLocation, useMatches, useNavigate } from 'react-router';
import { useT } from '../../shared/i18n';
import { isRouteHandle } from '../../shared/lib/route-handle';
import { useSession } from '../../shared/session';
import { groupEntries, menuEntries, useMenu, type Menu, type MenuArea, type MenuEntry } from '../layout/menu-items';
import { MENU_AREAS } from '../layout/menus/areas';
import { AreaOverview, type OverviewArea } from './overview/area-overview';

/** The cards of an area's group: its overview page first, then its main entries. */
function groupCards(group: MenuArea['groups'][number]): MenuEntry[] {
  return [...(group.overview ? [group.overview] : []), ...groupEntries(group).filter((entry) => entry.main)];
}

/** The entries under a section's path (the rate kinds under /partner/rates, say), in menu order. */
function sectionEntries(menu: Menu, path: string): MenuEntry[] {
  return menuEntries(menu).filter((entry) => entry.path.startsWith(`${path}/`));
}

function EntryCards({ entries }: { entries: readonly MenuEntry[] }) {
  const t = useT();
  return (
    <Row gutter={[16, 16]} className="dashboard-cards" role="list">
      {entries.map((entry) => (
        <Col key={entry.path} xs={24} sm={12} lg={8} xxl={6} role="listitem">
          <Link to={entry.path} className="dashboard-card-link">
            <Card className="dashboard-card" variant="borderless" hoverable size="small">
              <span className="dashboard-card-icon" aria-hidden="true">
                {entry.icon}
              </span>
              <span className="dashboard-card-label">{t(entry.label)}</span>
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}

/**
 * Below an area's overview: where to go, each group's main pages as plain links (the menu holds
 * them all; this is the short list, not the page).
 */
function GoTo({ groups }: { groups: readonly { group: MenuArea['groups'][number]; cards: MenuEntry[] }[] }) {
  const t = useT();
  return (
    <nav className="overview-goto" aria-labelledby="overview-goto-title">
      <h2 className="overview-goto-title" id="overview-goto-title">
        {t('overview.goTo')}
      </h2>
      <ul className="overview-goto-groups">
        {groups.map(({ group, cards }) => (
          <li key={group.key}>
            <span className="overview-goto-group-name">{t(group.label)}</span>
            <ul className="overview-goto-links">
              {cards.map((entry) => (
                <li key={entry.path}>
                  <Link to={entry.path}>{t(entry.label)}</Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const OVERVIEW_AREAS: Readonly<Record<string, OverviewArea>> = {
  '/client': 'client',
  '/partner': 'partner',
  '/admin': 'admin',
};

/**
 * The landing page of an area (/client, /partner, /admin) and of a section inside one (rates,
 * dictionaries…), fed by the menu model and cut to what the user may open like the menu: an
 * area greets the user and shows their own work (./overview, issue 30), then a short list of its
 * groups' main pages; a section shows a card per page.
 */
export function AreaDashboard() {
  const t = useT();
  const { pathname } = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const { user } = useSession();
  // The areas at once: this page is lazy itself, and it is nothing but them.
  const menu = useMenu(MENU_AREAS);

  const path = pathname.replace(/\/+$/, '') || '/';
  const area = menu.areas.find((candidate) => candidate.root === path);
  const handle = matches.findLast((match) => isRouteHandle(match.handle) && match.handle.crumb)?.handle;
  const title = area ? t(area.label) : isRouteHandle(handle) && handle.crumb ? handle.crumb(t) : '';

  const groups = area
    ? area.groups.map((group) => ({ group, cards: groupCards(group) })).filter(({ cards }) => cards.length > 0)
    : [];
  const entries = area ? [] : sectionEntries(menu, path);
  const overview = area ? OVERVIEW_AREAS[area.root] : undefined;

  return (
    <div className="dashboard">
      <header className="dashboard-header">
        <Typography.Title level={1} className="dashboard-title">
          {title}
        </Typography.Title>
        {area && user && (
          <Typography.Paragraph className="dashboard-greeting">
            {t('nav.dashboard.greeting', { name: personName(user) })}
          </Typography.Paragraph>
        )}
        {overview === 'client' && (
          <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => void navigate('/book/wizard')}>
            {t('orderLists.newCalculation')}
          </Button>
        )}
        {!overview && (
          <Typography.Paragraph type="secondary" className="dashboard-hint">
            {t('nav.dashboard.hint')}
          </Typography.Paragraph>
        )}
      </header>

      {overview && <AreaOverview area={overview} />}
      {overview && groups.length > 0 && <GoTo groups={groups} />}

      {!overview &&
        groups.map(({ group, cards }) => (
          <section key={group.key} className="dashboard-group" aria-labelledby={`dashboard-${group.key}`}>
            <Typography.Title level={2} id={`dashboard-${group.key}`} className="dashboard-group-title">
              <span className="dashboard-group-icon" aria-hidden="true">
                {group.icon}
              </span>
              {t(group.label)}
            </Typography.Title>
            <EntryCards entries={cards} />
          </section>
        ))}

      {!area && entries.length > 0 && <EntryCards entries={entries} />}
      {((area && groups.length === 0) || (!area && entries.length === 0)) && (
        <Empty description={t('nav.section.empty')} />
      )}
    </div>
  );
}

/** The lazy route module of the area and section index routes (app/routes/route-kit.ts). */
export { AreaDashboard as Component };
