import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useT } from '../../shared/i18n';
import { NotFoundIllustration } from '../../shared/ui';

/** Any unknown path (spec/shell.md §2): the catalogue's 'page.notFound' and a way home. */
export function NotFoundPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="page-center">
      <Result
        icon={<NotFoundIllustration />}
        title={<h1 className="result-title">{t('page.notFound')}</h1>}
        subTitle={t('page.notFound.hint')}
        extra={
          // A link (it goes somewhere), drawn as the primary button, followed inside the app.
          <Button
            type="primary"
            href="/"
            onClick={(event) => {
              event.preventDefault();
              void navigate('/');
            }}
          >
            {t('page.notFound.home')}
          </Button>
        }
      />
    </div>
  );
}
