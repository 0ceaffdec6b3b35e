import { currentUserUpdateSchema, type CurrentUser } from '@cargo/domain';
import { Button, Card, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { FormError, applyFieldErrors, zodRule } from '../../../shared/forms';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { organizationTypeLabelKey } from '../../../shared/lib/labels';
import { useNotify } from '../../../shared/ui';
import { useUpdateCurrentUser } from '../api/update-current-user';

interface PersonalValues {
  lastName: string;
  firstName: string;
  middleName: string;
  phone: string;
}

const EDITABLE: readonly (keyof PersonalValues)[] = ['lastName', 'firstName', 'middleName', 'phone'];

function valuesOf(user: CurrentUser): PersonalValues {
  return {
    lastName: user.lastName,
    firstName: user.firstName,
    middleName: user.middleName ?? '',
    phone: user.phone ?? '',
  };
}

function differs(values: Partial<PersonalValues>, user: CurrentUser): boolean {
  const saved = valuesOf(user);
  return EDITABLE.some((field) => (values[field] ?? '') !== saved[field]);
}

const { shape } = currentUserUpdateSchema;

/**
 * Names and phone, editable; the e-mail (the login) and the organization are shown read-only —
 * nobody changes their own organization (Product specification, shell §6). The language is the header's switch.
 */
export function PersonalDataCard({ user }: { user: CurrentUser }) {
  const t = useT();
  const notify = useNotify();
  const [form] = Form.useForm<PersonalValues>();
  const update = useUpdateCurrentUser();
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (values: PersonalValues) => {
    setProblem(null);
    update.mutate(
      {
        lastName: values.lastName.trim(),
        firstName: values.firstName.trim(),
        middleName: values.middleName.trim() || null,
        phone: values.phone.trim() || null,
      },
      {
        onSuccess: (saved) => {
          // The server's version (trimmed) in the fields, so nothing reads as unsaved.
          form.setFieldsValue(valuesOf(saved));
          setDirty(false);
          notify.success(t('profile.saved'));
        },
        onError: (error) => {
          // A 401 has opened the login modal: signing in there is the answer, not a message here.
          if (isApiError(error) && error.status === 401) return;
          if (isApiError(error) && error.fieldErrors.length > 0) {
            const unplaced = applyFieldErrors(form, error);
            if (unplaced.length > 0) setProblem(unplaced.join(' '));
          } else setProblem(isApiError(error) && !error.isNetworkError ? error.message : t('service.unavailable'));
        },
      },
    );
  };

  const undo = () => {
    form.setFieldsValue(valuesOf(user));
    form.setFields(EDITABLE.map((name) => ({ name, errors: [] })));
    setDirty(false);
    setProblem(null);
  };

  return (
    <Card
      className="profile-card"
      variant="borderless"
      title={<h2 className="profile-card-title">{t('profile.personal')}</h2>}
    >
      <FormError message={problem} />
      <Form<PersonalValues>
        form={form}
        name="profile"
        layout="vertical"
        initialValues={valuesOf(user)}
        onValuesChange={(_, all) => setDirty(differs(all, user))}
        onFinish={submit}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="lastName"
              label={t('account.field.lastName')}
              required
              rules={[zodRule(shape.lastName, t)]}
            >
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="firstName"
              label={t('account.field.firstName')}
              required
              rules={[zodRule(shape.firstName, t)]}
            >
              <Input autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="middleName" label={t('account.field.middleName')} rules={[zodRule(shape.middleName, t)]}>
              <Input autoComplete="additional-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phone" label={t('account.field.phone')} rules={[zodRule(shape.phone, t)]}>
              <Input type="tel" autoComplete="tel" inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('account.field.email')} htmlFor="profile-email" extra={t('profile.emailHint')}>
              <Input id="profile-email" value={user.email} readOnly className="profile-readonly" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('profile.organization')}
              htmlFor="profile-organization"
              extra={t(organizationTypeLabelKey(user.organization.type))}
            >
              <Input id="profile-organization" value={user.organization.name} readOnly className="profile-readonly" />
            </Form.Item>
          </Col>
        </Row>
        <div className="profile-actions">
          <Button type="primary" htmlType="submit" loading={update.isPending} disabled={!dirty}>
            {t('profile.save')}
          </Button>
          {dirty ? <Button onClick={undo}>{t('profile.reset')}</Button> : null}
        </div>
      </Form>
    </Card>
  );
}
