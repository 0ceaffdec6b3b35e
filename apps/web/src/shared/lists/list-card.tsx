import { Card } from 'antd';
import type { ReactNode } from 'react';
import './lists.css';

/** The card around a list's table: a wide table scrolls sideways inside it, never the page. */
export function ListCard({ children }: { children: ReactNode }) {
  return (
    <Card className="list-card" variant="borderless">
      {children}
    </Card>
  );
}
