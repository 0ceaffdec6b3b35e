import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useT } from '../i18n';

/**
 * The spec's `/in-progress` page (Product specification, shell §2), also shown by every route of the table whose
 * screen a later release brings: the address works, the guard applies, and the user learns the
 * section is coming instead of meeting a not-found page.
 */
export function InProgressPage() {
  const t = useT();
  return (
    <div className="page-center">
      <Result
        icon={<ToolOutlined />}
        title={<h1 className="result-title">{t('page.inProgress')}</h1>}
        subTitle={t('page.inProgress.hint')}
      />
    </div>
  );
}
