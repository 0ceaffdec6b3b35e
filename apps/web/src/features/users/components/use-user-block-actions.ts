import { personName, type User } from '@cargo/domain';
import { App } from 'antd';
import { useCallback } from 'react';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { useNotify } from '../../../shared/ui';
import { useBlockUser } from '../api/block-user';
import { useUnblockUser } from '../api/unblock-user';

/** Block and unblock, each after a confirmation that says what happens to the person. */
export function useUserBlockActions() {
  const t = useT();
  const notify = useNotify();
  const { modal } = App.useApp();
  const block = useBlockUser();
  const unblock = useUnblockUser();

  const confirmBlock = useCallback(
    (user: User) => {
      const name = personName(user);
      modal.confirm({
        title: t('admin.users.blockConfirm', { name }),
        content: t('admin.users.blockConfirmText'),
        okText: t('admin.users.block'),
        okButtonProps: { danger: true },
        cancelText: t('admin.common.cancel'),
        onOk: async () => {
          try {
            await block.mutateAsync(user.id);
            notify.success(t('admin.users.blocked', { name }));
          } catch (error) {
            if (!isApiError(error)) throw error;
            notify.error(error.message);
          }
        },
      });
    },
    [modal, t, block, notify],
  );

  const confirmUnblock = useCallback(
    (user: User) => {
      const name = personName(user);
      modal.confirm({
        title: t('admin.users.unblockConfirm', { name }),
        content: t('admin.users.unblockConfirmText'),
        okText: t('admin.users.unblock'),
        cancelText: t('admin.common.cancel'),
        onOk: async () => {
          try {
            await unblock.mutateAsync(user.id);
            notify.success(t('admin.users.unblocked', { name }));
          } catch (error) {
            if (!isApiError(error)) throw error;
            notify.error(error.message);
          }
        },
      });
    },
    [modal, t, unblock, notify],
  );

  return { confirmBlock, confirmUnblock };
}
