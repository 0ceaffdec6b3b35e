import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import './page-header.css';

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

/** A titled card of a details page (an organization's details, bank details, profiles). */
export function SectionCard({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card className="section-card" variant="borderless" title={title} extra={extra}>
      {children}
    </Card>
  );
}
