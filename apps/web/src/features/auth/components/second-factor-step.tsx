import { MFA_ENROLLMENT_REQUIRED, type CurrentUser, type TokenResponse, type TwoFactorEnrolment } from '@cargo/domain';
import { Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { FormError } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { finishSignIn, requestSecondFactorToken, startEnrolmentWithToken } from '../../../shared/session';
import { errorText } from '../lib/error-text';
import { EnrolmentSecret, RecoveryCodesList } from '../../../shared/two-factor';

interface Props {
  /** The error code of the password's answer: MFA_REQUIRED, or MFA_ENROLLMENT_REQUIRED for a first factor. */
  code: string;
  mfaToken: string;
  onBack: () => void;
  onSignedIn?: (user: CurrentUser) => void;
}

/**
 * The second sign-in step (issue 27): a code from the authenticator app or a recovery code; for
 * an operator or partner admin without a factor, its enrolment first (QR code and key), then
 * the recovery codes, shown once, before the session starts.
 */
export function SecondFactorStep({ code, mfaToken, onBack, onSignedIn }: Props) {
  const t = useT();
  const enrol = code === MFA_ENROLLMENT_REQUIRED;
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [useRecovery, setUseRecovery] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [signedIn, setSignedIn] = useState<TokenResponse | null>(null);
  const [form] = Form.useForm<{ code: string }>();

  useEffect(() => {
    if (!enrol) return;
    startEnrolmentWithToken(mfaToken).then(setEnrolment, (error: unknown) => setProblem(errorText(error, t)));
  }, [enrol, mfaToken, t]);

  const finish = async (pair: TokenResponse) => {
    const user = await finishSignIn(pair);
    onSignedIn?.(user);
  };

  const submit = async ({ code: typed }: { code: string }) => {
    setProblem(null);
    setPending(true);
    try {
      const proof = useRecovery ? { recoveryCode: typed.trim() } : { otp: typed.trim() };
      const pair = await requestSecondFactorToken(mfaToken, proof);
      if (pair.recovery_codes?.length) setSignedIn(pair);
      else await finish(pair);
    } catch (error) {
      setProblem(errorText(error, t));
      form.resetFields();
    } finally {
      setPending(false);
    }
  };

  if (signedIn?.recovery_codes)
    return (
      <div className="second-factor">
        <h2 className="second-factor-title">{t('twoFactor.codes.title')}</h2>
        <RecoveryCodesList codes={signedIn.recovery_codes} />
        <Button type="primary" block size="large" onClick={() => void finish(signedIn)}>
          {t('twoFactor.codes.done')}
        </Button>
      </div>
    );

  return (
    <div className="second-factor">
      <h2 className="second-factor-title">{t(enrol ? 'twoFactor.enrol.title' : 'twoFactor.step.title')}</h2>
      <p className="second-factor-hint">{t(enrol ? 'twoFactor.enrol.hint' : 'twoFactor.step.hint')}</p>
      {enrol && enrolment && <EnrolmentSecret enrolment={enrolment} />}
      <FormError message={problem} />
      <Form form={form} name="second-factor" layout="vertical" requiredMark={false} onFinish={submit} size="large">
        <Form.Item
          name="code"
          label={t(useRecovery ? 'twoFactor.field.recoveryCode' : 'twoFactor.field.code')}
          rules={[
            { required: true, message: t(useRecovery ? 'twoFactor.recoveryCodeFormat' : 'twoFactor.codeFormat') },
          ]}
        >
          {useRecovery ? (
            <Input autoComplete="off" autoFocus maxLength={16} />
          ) : (
            <Input inputMode="numeric" autoComplete="one-time-code" autoFocus maxLength={6} />
          )}
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={pending} disabled={enrol && !enrolment}>
          {t(enrol ? 'twoFactor.enrol.submit' : 'twoFactor.verify')}
        </Button>
      </Form>
      <div className="second-factor-links">
        {!enrol && (
          <Button type="link" onClick={() => setUseRecovery(!useRecovery)}>
            {t(useRecovery ? 'twoFactor.useApp' : 'twoFactor.useRecoveryCode')}
          </Button>
        )}
        <Button type="link" onClick={onBack}>
          {t('twoFactor.back')}
        </Button>
      </div>
    </div>
  );
}
