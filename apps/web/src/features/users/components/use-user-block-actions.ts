import { personName, type User } from '@cargo/domain';
import { App } from 'antd';
import { useCallback } from 'react';
import { isApiError } from '../../../shared/http';
import { useT } from '../../../shared/i18n';
import { useNotify } from '../../../shared/ui';
import { useBlockUser } from '../api/block-user';
import { useUnblockUser } from '../api/unblock-user';
import { useResetTwoFactor } from '../api/reset-two-factor';

/** Block and unblock, each after a confirmation that says what happens to the person. */
export function useUserBlockActions() {
  const t = useT();
  const notify = useNotify();
  const { modal } = App.useApp();
  const block = useBlockUser();
  const unblock = useUnblockUser();
  const resetTwoFactor = useResetTwoFactor();

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

  /** Operators: the user's authenticator goes; they set one up at the next sign-in (issue 27). */
  const confirmResetTwoFactor = useCallback(
    (user: User) => {
      modal.confirm({
        title: personName(user),
        content: t('twoFactor.resetConfirm'),
        okText: t('twoFactor.reset'),
        okButtonProps: { danger: true },
        cancelText: t('admin.common.cancel'),
        onOk: async () => {
          try {
            await resetTwoFactor.mutateAsync(user.id);
            notify.success(t('twoFactor.resetDone'));
          } catch (error) {
            if (!isApiError(error)) throw error;
            notify.error(error.message);
          }
        },
      });
    },
    [modal, t, resetTwoFactor, notify],
  );

  return { confirmBlock, confirmUnblock, confirmResetTwoFactor };
}
