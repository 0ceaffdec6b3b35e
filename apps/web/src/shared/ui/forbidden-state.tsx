import { LockOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import type { ReactNode } from 'react';

/**
 * A screen the user may open but whose data the server refuses them (a partner manager on the
 * users page): says who can help instead of showing an empty table.
 */
export function ForbiddenState({ title, hint }: { title: string; hint?: ReactNode }) {
  return (
    <div className="page-center" role="alert">
      <Result status="403" icon={<LockOutlined />} title={<h2 className="result-title">{title}</h2>} subTitle={hint} />
    </div>
  );
}
