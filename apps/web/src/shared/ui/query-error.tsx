import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { isApiError } from '../http';
import { useT } from '../i18n';
import { ForbiddenState } from './forbidden-state';

/**
 * A list or a record that could not be loaded: a refusal (403) as the forbidden state, anything
 * else as the server's translated message with a way to try again.
 */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  if (isApiError(error) && error.status === 403)
    return <ForbiddenState title={t('page.accessDenied')} hint={error.message} />;
  const message = isApiError(error) && !error.isNetworkError ? error.message : t('admin.common.loadFailed');
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      action={
        onRetry ? (
          <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
            {t('admin.common.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
