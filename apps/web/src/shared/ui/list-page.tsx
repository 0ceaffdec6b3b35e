import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import './list-page.css';

/** The page's title (one h1) with its actions on the right, wrapping below it on a phone. */
export function PageHeader({ title, subtitle, extra }: { title: ReactNode; subtitle?: ReactNode; extra?: ReactNode }) {
  return (
    <div className="list-page-header">
      <div>
        <Typography.Title level={1} className="list-page-title">
          {title}
        </Typography.Title>
        {subtitle ? <p className="list-page-subtitle">{subtitle}</p> : null}
      </div>
      {extra ? <div>{extra}</div> : null}
    </div>
  );
}

/**
 * The filters above a list. Children take the class `list-filter` (a select) or `list-filter-wide`
 * (a search box); on a phone each takes the whole row.
 */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="list-filters" role="search" aria-label={label}>
      {children}
    </div>
  );
}

/** The card around a list's table: a wide table scrolls sideways inside it, never the page. */
export function ListCard({ children }: { children: ReactNode }) {
  return (
    <Card className="list-card" variant="borderless">
      {children}
    </Card>
  );
}

/** A titled card of a details page (an organization's details, bank details, profiles). */
export function SectionCard({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card className="section-card" variant="borderless" title={title} extra={extra}>
      {children}
    </Card>
  );
}
