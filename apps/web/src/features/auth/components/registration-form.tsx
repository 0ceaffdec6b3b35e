import { registrationSchema, type Registration } from '@cargo/domain';
import { Button, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { FormError, NewPasswordFields, applyFieldErrors, zodRule } from '../../../shared/forms';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import type { Registrant } from '../api/registrant';
import { useRegister } from '../api/register';
import { errorText } from '../lib/error-text';
import { RegistrantChoice } from './registrant-choice';

interface RegistrationValues {
  registrant: Registrant;
  lastName: string;
  firstName: string;
  middleName: string;
  email: string;
  phone: string;
  organizationName: string;
  password: string;
  confirmPassword: string;
}

const INITIAL_VALUES: RegistrationValues = {
  registrant: 'client',
  lastName: '',
  firstName: '',
  middleName: '',
  email: '',
  phone: '',
  organizationName: '',
  password: '',
  confirmPassword: '',
};

export interface Registered {
  registrant: Registrant;
  id: number;
  email: string;
  password: string;
}

const { shape } = registrationSchema;

/**
 * Step 1 of the registration: who registers (cargo owner or carrier/forwarder), the person, their
 * company and a password, checked by the contract's rules; the server's field errors land on the
 * fields ("E-mail already registered" on the e-mail).
 */
export function RegistrationForm({ onRegistered }: { onRegistered: (registered: Registered) => void }) {
  const t = useT();
  const [form] = Form.useForm<RegistrationValues>();
  const register = useRegister();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (values: RegistrationValues) => {
    setProblem(null);
    const body: Registration = {
      email: values.email.trim(),
      password: values.password,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      middleName: values.middleName.trim() || undefined,
      phone: values.phone.trim(),
      organizationName: values.organizationName.trim(),
    };
    register.mutate(
      { registrant: values.registrant, body },
      {
        onSuccess: (id) =>
          onRegistered({ registrant: values.registrant, id, email: body.email, password: values.password }),
        onError: (error) => {
          if (isApiError(error) && error.fieldErrors.length > 0) {
            const unplaced = applyFieldErrors(form, error);
            if (unplaced.length > 0) setProblem(unplaced.join(' '));
          } else setProblem(errorText(error, t));
        },
      },
    );
  };

  const rules = (schema: Parameters<typeof zodRule>[0]) => [zodRule(schema, t)];

  return (
    <>
      <FormError message={problem} />
      <Form<RegistrationValues>
        form={form}
        name="register"
        layout="vertical"
        requiredMark="optional"
        initialValues={INITIAL_VALUES}
        onFinish={submit}
        scrollToFirstError={{ block: 'center' }}
      >
        <Form.Item name="registrant" noStyle>
          <RegistrantChoice />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="lastName" label={t('account.field.lastName')} required rules={rules(shape.lastName)}>
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="firstName" label={t('account.field.firstName')} required rules={rules(shape.firstName)}>
              <Input autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="middleName" label={t('account.field.middleName')} rules={rules(shape.middleName)}>
              <Input autoComplete="additional-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="phone" label={t('account.field.phone')} required rules={rules(shape.phone)}>
              <Input type="tel" autoComplete="tel" inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="email" label={t('account.field.email')} required rules={rules(shape.email)}>
              <Input type="email" autoComplete="email" inputMode="email" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="organizationName"
              label={t('account.field.organizationName')}
              required
              rules={rules(shape.organizationName)}
            >
              <Input autoComplete="organization" />
            </Form.Item>
          </Col>
        </Row>
        <div className="register-passwords">
          <NewPasswordFields name="password" label={t('account.field.password')} />
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </Form>
    </>
  );
}
