import { isOrganizationAdmin, memberOf, type CurrentUser, type TwoFactorEnrolment } from '@cargo/domain';
import { Button, Card, Form, Input, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { FormError } from '../../../shared/forms';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { useNotify } from '../../../shared/ui';
import { EnrolmentSecret, RecoveryCodesList } from '../../../shared/two-factor';
import {
  startEnrolment,
  useOrganizationRequirement,
  useSetOrganizationRequirement,
  useTwoFactorAction,
  useTwoFactorStatus,
} from '../api/two-factor';

type Mode =
  { kind: 'idle' } | { kind: 'enrol'; enrolment: TwoFactorEnrolment } | { kind: 'recovery-codes' | 'disable' };

/**
 * The profile's security section (issue 27): whether the second factor is on and required; set
 * it up or replace it (QR code, key, a code to confirm), new recovery codes, switch it off where
 * it is optional. An organization's admin also requires it of all its users here.
 */
export function TwoFactorCard({ user }: { user: CurrentUser }) {
  const t = useT();
  const notify = useNotify();
  const status = useTwoFactorStatus();
  const action = useTwoFactorAction();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [codes, setCodes] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [form] = Form.useForm<{ code: string }>();
  const admin = isOrganizationAdmin(memberOf(user));
  const requirement = useOrganizationRequirement(user.organization.id, admin);
  const setRequirement = useSetOrganizationRequirement(user.organization.id);

  const failed = (error: unknown) =>
    setProblem(isApiError(error) && !error.isNetworkError ? error.message : t('service.unavailable'));

  const begin = async (next: 'enrol' | 'recovery-codes' | 'disable') => {
    setProblem(null);
    setCodes(null);
    form.resetFields();
    if (next !== 'enrol') return setMode({ kind: next });
    try {
      setMode({ kind: 'enrol', enrolment: await startEnrolment() });
    } catch (error) {
      failed(error);
    }
  };

  const submit = ({ code }: { code: string }) => {
    if (mode.kind === 'idle') return;
    setProblem(null);
    const kind = mode.kind === 'enrol' ? 'confirm' : mode.kind;
    action.mutate(
      { action: kind, code: code.trim() },
      {
        onSuccess: (made) => {
          setMode({ kind: 'idle' });
          if (made.length) setCodes(made);
          notify.success(t(kind === 'disable' ? 'twoFactor.card.disabled' : 'twoFactor.card.enabled'));
        },
        onError: (error) => {
          form.resetFields();
          failed(error);
        },
      },
    );
  };

  const data = status.data;
  return (
    <Card
      className="profile-card"
      variant="borderless"
      title={<h2 className="profile-card-title">{t('twoFactor.card.title')}</h2>}
    >
      <p className="profile-card-hint">{t('twoFactor.card.hint')}</p>
      {data && (
        <Space wrap className="two-factor-state">
          <Tag color={data.enabled ? 'green' : 'default'} data-testid="two-factor-state">
            {data.enabled ? t('twoFactor.card.on', { count: data.recoveryCodesLeft }) : t('twoFactor.card.off')}
          </Tag>
          {data.required && <Tag color="blue">{t('twoFactor.card.required')}</Tag>}
        </Space>
      )}
      <FormError message={problem} />
      {codes && <RecoveryCodesList codes={codes} />}
      {mode.kind === 'enrol' && (
        <>
          <p className="second-factor-hint">{t('twoFactor.enrol.hint')}</p>
          <EnrolmentSecret enrolment={mode.enrolment} />
        </>
      )}
      {mode.kind !== 'idle' ? (
        <Form form={form} name="two-factor" layout="vertical" requiredMark={false} onFinish={submit}>
          {mode.kind !== 'enrol' && <p className="second-factor-hint">{t('twoFactor.card.proofHint')}</p>}
          <Form.Item
            name="code"
            label={t('twoFactor.field.code')}
            rules={[{ required: true, message: t('twoFactor.codeFormat') }]}
          >
            <Input
              inputMode={mode.kind === 'disable' ? 'text' : 'numeric'}
              autoComplete="one-time-code"
              maxLength={16}
              autoFocus
            />
          </Form.Item>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={action.isPending} danger={mode.kind === 'disable'}>
              {t(mode.kind === 'disable' ? 'twoFactor.card.disable' : 'twoFactor.enrol.submit')}
            </Button>
            <Button onClick={() => setMode({ kind: 'idle' })}>{t('twoFactor.cancel')}</Button>
          </Space>
        </Form>
      ) : (
        data && (
          <Space wrap>
            <Button type={data.enabled ? 'default' : 'primary'} onClick={() => void begin('enrol')}>
              {t(data.enabled ? 'twoFactor.card.replace' : 'twoFactor.card.setUp')}
            </Button>
            {data.enabled && (
              <Button onClick={() => void begin('recovery-codes')}>{t('twoFactor.card.newCodes')}</Button>
            )}
            {data.enabled && !data.required && (
              <Button danger onClick={() => void begin('disable')}>
                {t('twoFactor.card.disable')}
              </Button>
            )}
          </Space>
        )
      )}
      {admin && requirement.data !== undefined && (
        <label className="two-factor-requirement">
          <Switch
            checked={requirement.data}
            loading={setRequirement.isPending}
            onChange={(required) =>
              setRequirement.mutate(required, {
                onSuccess: () => notify.success(t('twoFactor.org.saved')),
                onError: failed,
              })
            }
          />
          <span>{t('twoFactor.org.require')}</span>
        </label>
      )}
    </Card>
  );
}
