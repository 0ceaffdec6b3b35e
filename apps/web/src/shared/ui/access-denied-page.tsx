import { LockOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useT } from '../i18n';
import { usePageTitle } from '../lib/page-title';

/** Shown instead of a page the signed-in user may not open (Product specification, shell §2, §8). */
export function AccessDeniedPage() {
  const t = useT();
  usePageTitle(t('page.accessDenied'));
  return (
    <div className="page-center" role="alert">
      <Result status="403" icon={<LockOutlined />} title={<h1 className="result-title">{t('page.accessDenied')}</h1>} />
    </div>
  );
}
