import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useT } from '../i18n';
import { usePageTitle } from '../lib/page-title';
import { NotFoundIllustration } from './not-found-illustration';

export interface NotFoundPageProps {
  /** What was not found: the catalogue's 'page.notFound' unless a page names its own thing. */
  title?: string;
  hint?: string;
  /** The way home; a page inside a host's frame (/widget/*) has no home of its own to offer. */
  home?: boolean;
}

/**
 * Any unknown path (Product specification, shell §2), and a page whose thing is not there (a calculation's id
 * nobody may read): the picture, what is missing, and a way home.
 */
export function NotFoundPage({ title, hint, home = true }: NotFoundPageProps) {
  const t = useT();
  const navigate = useNavigate();
  const heading = title ?? t('page.notFound');
  usePageTitle(heading);
  return (
    <div className="page-center">
      <Result
        icon={<NotFoundIllustration />}
        title={<h1 className="result-title">{heading}</h1>}
        subTitle={hint ?? t('page.notFound.hint')}
        extra={
          home ? (
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
          ) : null
        }
      />
    </div>
  );
}
