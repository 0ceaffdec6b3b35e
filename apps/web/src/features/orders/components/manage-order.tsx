import { CalendarOutlined, UserSwitchOutlined } from '@ant-design/icons';
import type { Order } from '@cargo/domain';
import { Alert, Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { useNotify } from '../../../shared/ui';
import { useAssignManager } from '../api/assign-manager';
import { useChangeCreateDate } from '../api/change-create-date';
import { useChangeOwner } from '../api/change-owner';
import { todayIso } from '../../../shared/lib/days';
import { DayField } from '../../../shared/ui/date-fields';
import { UserPick } from './user-pick';

type Dialog = 'manager' | 'owner' | 'createdAt' | null;
interface ManageValues {
  userId: number | null;
  createdAt: string | null;
}

/** Operators only (`manageable`): assign the order's manager, change its owner, change its creation date. */
export function ManageOrder({ order }: { order: Order }) {
  const t = useT();
  // Managers are the marketplace's operators, admins included: the people of the caller's own organization.
  const { user } = useSession();
  const notify = useNotify();
  const [form] = Form.useForm<ManageValues>();
  const [open, setOpen] = useState<Dialog>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const manager = useAssignManager();
  const owner = useChangeOwner();
  const createDate = useChangeCreateDate();
  const saving = manager.isPending || owner.isPending || createDate.isPending;

  const show = (dialog: Dialog) => {
    setProblem(null);
    setOpen(dialog);
  };

  async function submit(values: ManageValues) {
    setProblem(null);
    try {
      if (open === 'manager') await manager.mutateAsync({ orderId: order.id, userId: values.userId ?? null });
      if (open === 'owner') {
        if (!values.userId) return form.setFields([{ name: 'userId', errors: [t('validation.required')] }]);
        await owner.mutateAsync({ orderId: order.id, userId: values.userId });
      }
      if (open === 'createdAt') {
        if (!values.createdAt) return form.setFields([{ name: 'createdAt', errors: [t('validation.required')] }]);
        await createDate.mutateAsync({ orderId: order.id, createdAt: values.createdAt });
      }
      notify.success(t('orderScreens.saved'));
      setOpen(null);
    } catch (error) {
      if (!isApiError(error)) throw error;
      setProblem([error.message, ...error.fieldErrors.map((field) => field.errorText)].join(' '));
    }
  }

  const titles = {
    manager: t('orderScreens.manage.manager'),
    owner: t('orderScreens.manage.owner'),
    createdAt: t('orderScreens.manage.createdAt'),
  } as const;

  return (
    <>
      <Button icon={<UserSwitchOutlined aria-hidden="true" />} onClick={() => show('manager')}>
        {titles.manager}
      </Button>
      <Button icon={<UserSwitchOutlined aria-hidden="true" />} onClick={() => show('owner')}>
        {titles.owner}
      </Button>
      <Button icon={<CalendarOutlined aria-hidden="true" />} onClick={() => show('createdAt')}>
        {titles.createdAt}
      </Button>
      <Modal
        open={open !== null}
        title={open ? titles[open] : ''}
        okText={t('orderScreens.save')}
        cancelText={t('orderScreens.cancel')}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        <Form<ManageValues>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{
            userId: open === 'manager' ? (order.manager?.id ?? null) : (order.owner?.id ?? null),
            createdAt: todayIso(new Date(order.createdAt)),
          }}
          onFinish={(values) => void submit(values)}
        >
          {open === 'createdAt' ? (
            <Form.Item name="createdAt" label={t('orderScreens.order.createdAt')}>
              <DayField allowClear={false} />
            </Form.Item>
          ) : (
            <Form.Item
              name="userId"
              label={open === 'manager' ? t('orderScreens.order.manager') : t('orderScreens.order.owner')}
              extra={open === 'manager' ? t('orderScreens.manage.managerHint') : t('orderScreens.manage.ownerHint')}
            >
              <UserPick
                organizationId={open === 'owner' ? order.organization.id : user?.organization.id}
                currentName={open === 'manager' ? order.manager?.name : order.owner?.name}
                allowClear={open === 'manager'}
              />
            </Form.Item>
          )}
          {problem ? <Alert type="error" showIcon title={problem} /> : null}
        </Form>
      </Modal>
    </>
  );
}
