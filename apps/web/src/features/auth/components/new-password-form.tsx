import { Button, Form } from 'antd';
import { useState } from 'react';
import { FormError, NewPasswordFields, applyFieldErrors } from '../../../shared/forms';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { useRestorePassword } from '../api/restore-password';
import { RESTORE_TOKEN_PARAMETER } from '../lib/auth-links';
import { errorText } from '../lib/error-text';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

interface Props {
  token: string;
  onRestored: () => void;
  /** Leaves the link behind: back to the form that mails a new one. */
  onAskNewLink: () => void;
}

/**
 * The new password for the mailed link. A wrong, used or expired link gets the server's message
 * and the offer to ask for a new one.
 */
export function NewPasswordForm({ token, onRestored, onAskNewLink }: Props) {
  const t = useT();
  const [form] = Form.useForm<NewPasswordValues>();
  const restore = useRestorePassword();
  const [problem, setProblem] = useState<{ text: string; badLink: boolean } | null>(null);

  const submit = ({ password }: NewPasswordValues) => {
    setProblem(null);
    restore.mutate(
      { token, password },
      {
        onSuccess: onRestored,
        onError: (error) => {
          if (!isApiError(error) || error.fieldErrors.length === 0) {
            setProblem({ text: errorText(error, t), badLink: false });
            return;
          }
          const linkError = error.fieldError(RESTORE_TOKEN_PARAMETER);
          const unplaced = applyFieldErrors(form, error);
          if (linkError) setProblem({ text: linkError, badLink: true });
          else if (unplaced.length > 0) setProblem({ text: unplaced.join(' '), badLink: false });
        },
      },
    );
  };

  return (
    <>
      <FormError
        message={problem?.text}
        action={
          problem?.badLink ? (
            <Button size="small" type="primary" onClick={onAskNewLink}>
              {t('recovery.reset.newLink')}
            </Button>
          ) : undefined
        }
      />
      <Form<NewPasswordValues>
        form={form}
        name="new-password"
        layout="vertical"
        requiredMark={false}
        size="large"
        initialValues={{ password: '', confirmPassword: '' }}
        onFinish={submit}
      >
        <NewPasswordFields name="password" label={t('account.field.newPassword')} />
        <Button type="primary" htmlType="submit" block loading={restore.isPending}>
          {t('recovery.reset.submit')}
        </Button>
      </Form>
    </>
  );
}
