import { Card, Skeleton } from 'antd';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryError } from './query-error';

/** What an overview panel shows of its query: loading, failed (with a retry) or the answer. */
export interface PanelQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface OverviewPanelProps {
  title: string;
  /** The full list the panel is a glimpse of ("View all"). */
  more?: { to: string; label: string };
  /** The queries it waits for: a skeleton while any loads, the first failure instead of the content. */
  queries: readonly PanelQuery[];
  children: ReactNode;
}

/**
 * One block of an area's overview (issue 30): a titled card over the user's own work, a link to
 * the whole list, a skeleton while loading and a retry when a read fails, so one failing block
 * leaves the others readable.
 */
export function OverviewPanel({ title, more, queries, children }: OverviewPanelProps) {
  const failed = queries.find((query) => query.isError);
  const id = useId();
  return (
    <Card
      className="overview-panel"
      variant="borderless"
      size="small"
      title={
        <h2 className="overview-panel-title" id={id}>
          {title}
        </h2>
      }
      extra={more ? <Link to={more.to}>{more.label}</Link> : undefined}
      role="region"
      aria-labelledby={id}
    >
      {failed ? (
        <QueryError error={failed.error} onRetry={() => queries.forEach((query) => void query.refetch())} />
      ) : queries.some((query) => query.isPending) ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : (
        children
      )}
    </Card>
  );
}
