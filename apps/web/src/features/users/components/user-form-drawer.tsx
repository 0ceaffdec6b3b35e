import {
  organizationTypeOfRole,
  userCreateSchema,
  type OrganizationType,
  type Role,
  type User,
  type UserUpdate,
} from '@cargo/domain';
import { Checkbox, Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { FormDrawer, useFormDrawer, zodRule } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { roleLabelKey } from '../../../shared/lib/labels';
import { OrganizationSelect, useOrganization } from '../../../shared/organizations';
import { useCreateUser } from '../api/create-user';
import './users.css';
import { useUpdateUser } from '../api/update-user';

interface UserFormValues {
  email: string;
  password: string;
  lastName: string;
  firstName: string;
  middleName: string;
  phone: string;
  organizationId: number | null;
  roles: Role[];
}

/** The organization new users go to when the caller may not choose (a partner admin: their own). */
export interface FixedOrganization {
  id: number;
  name: string;
  type: OrganizationType;
}

export interface UserFormDrawerProps {
  open: boolean;
  /** The user being edited; null creates one. */
  user: User | null;
  /** The roles the caller may give (GET /users/subordinate-roles). */
  grantableRoles: readonly Role[];
  fixedOrganization?: FixedOrganization;
  /** The signed-in user's id: nobody moves themselves to another organization. */
  selfId?: number;
  onClose: () => void;
}

const rules = userCreateSchema.shape;
const shapeOf = (value: string) => value.trim() || null;

function initialValues(user: User | null, fixed?: FixedOrganization): UserFormValues {
  return {
    email: user?.email ?? '',
    password: '',
    lastName: user?.lastName ?? '',
    firstName: user?.firstName ?? '',
    middleName: user?.middleName ?? '',
    phone: user?.phone ?? '',
    organizationId: user?.organization.id ?? fixed?.id ?? null,
    roles: user?.roles.map((role) => role.id) ?? [],
  };
}

/**
 * Create or edit a user in a drawer: the contract's rules on every field, roles limited to those
 * the caller may give and fitting the organization's type, the server's field errors next to
 * their fields. Mounted afresh (by key) for each opening, so it starts from the user given.
 */
export function UserFormDrawer({
  open,
  user,
  grantableRoles,
  fixedOrganization,
  selfId,
  onClose,
}: UserFormDrawerProps) {
  const t = useT();
  const drawer = useFormDrawer<UserFormValues>({ open, onClose });
  const form = drawer.form;
  const create = useCreateUser();
  const update = useUpdateUser();
  const editing = user !== null;

  const organizationId = Form.useWatch('organizationId', form);
  const chosen = useOrganization(fixedOrganization ? null : organizationId);
  const organizationType = fixedOrganization?.type ?? chosen.data?.type;
  const roleOptions = grantableRoles
    .filter((role) => !organizationType || organizationTypeOfRole(role) === organizationType)
    .map((role) => ({ value: role, label: t(roleLabelKey(role)) }));

  // Roles that do not fit a newly chosen organization are dropped, not sent to be refused.
  useEffect(() => {
    if (!organizationType) return;
    const roles = (form.getFieldValue('roles') as Role[] | undefined) ?? [];
    const fitting = roles.filter((role) => organizationTypeOfRole(role) === organizationType);
    if (fitting.length !== roles.length) form.setFieldValue('roles', fitting);
  }, [organizationType, form]);

  async function submit(values: UserFormValues) {
    const person: UserUpdate = {
      lastName: values.lastName.trim(),
      firstName: values.firstName.trim(),
      middleName: shapeOf(values.middleName),
      phone: shapeOf(values.phone),
      organizationId: values.organizationId ?? 0,
      roles: values.roles.filter((role): role is UserUpdate['roles'][number] => role !== 'GUEST'),
    };
    await drawer.save(
      () =>
        user
          ? update.mutateAsync({ id: user.id, input: person })
          : create.mutateAsync({ ...person, email: values.email.trim(), password: values.password }),
      { success: user ? t('admin.common.saved') : t('admin.users.created') },
    );
  }

  return (
    <FormDrawer
      {...drawer.props}
      width={520}
      title={editing ? t('admin.users.editTitle') : t('admin.users.createTitle')}
      submitLabel={editing ? t('admin.common.save') : t('admin.users.create')}
    >
      <Form<UserFormValues>
        form={form}
        initialValues={initialValues(user, fixedOrganization)}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        requiredMark
        disabled={drawer.saving}
      >
        {editing ? (
          <Form.Item label={t('admin.users.email')}>
            <Typography.Text strong>{user.email}</Typography.Text>
          </Form.Item>
        ) : (
          <>
            <Form.Item name="email" label={t('admin.users.email')} required rules={[zodRule(rules.email, t)]}>
              <Input type="email" autoComplete="off" inputMode="email" />
            </Form.Item>
            <Form.Item noStyle shouldUpdate>
              {() => (
                // The rule's text is the hint: shown until it becomes the error, never both.
                <Form.Item
                  name="password"
                  label={t('admin.users.password')}
                  required
                  rules={[zodRule(rules.password, t)]}
                  extra={form.getFieldError('password').length ? undefined : t('validation.password')}
                >
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
              )}
            </Form.Item>
          </>
        )}
        <Form.Item name="lastName" label={t('admin.users.lastName')} required rules={[zodRule(rules.lastName, t)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="firstName" label={t('admin.users.firstName')} required rules={[zodRule(rules.firstName, t)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="middleName" label={t('admin.users.middleName')} rules={[zodRule(rules.middleName, t)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="phone" label={t('admin.users.phone')} rules={[zodRule(rules.phone, t)]}>
          <Input type="tel" inputMode="tel" autoComplete="off" placeholder="+7 900 000-00-00" />
        </Form.Item>
        {fixedOrganization ? (
          <>
            <Form.Item name="organizationId" hidden>
              <Input />
            </Form.Item>
            <Form.Item label={t('admin.users.organization')}>
              <Typography.Text>{fixedOrganization.name}</Typography.Text>
            </Form.Item>
          </>
        ) : (
          <Form.Item
            name="organizationId"
            label={t('admin.users.organization')}
            required
            rules={[zodRule(rules.organizationId, t)]}
            extra={editing && user.id === selfId ? t('users.ownOrganization') : undefined}
          >
            <OrganizationSelect
              placeholder={t('admin.common.searchOrganization')}
              disabled={editing && user.id === selfId}
              allowClear={false}
            />
          </Form.Item>
        )}
        <Form.Item
          name="roles"
          label={t('admin.users.roles')}
          required
          rules={[{ type: 'array', min: 1, message: t('admin.users.rolesRequired') }, zodRule(rules.roles, t)]}
          extra={organizationType ? undefined : t('admin.users.rolesHint')}
        >
          <Checkbox.Group options={roleOptions} className="user-roles" />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
