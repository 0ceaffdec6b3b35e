import { Modal, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useT } from '../../../shared/i18n';
import { closeAuthModal, useAuthModal, useSession } from '../../../shared/session';

// Loaded when the modal first opens: the form, its validation and the second-factor step are not
// part of the first screen of a page (the size budget of issue 30, scripts/bundle-budget.mjs).
const LoginForm = lazy(() => import('./login-form').then(({ LoginForm }) => ({ default: LoginForm })));

/**
 * The login modal's Ant Design dialog (loaded by ../login-modal.tsx the first time it opens). The login modal of Product specification, shell §3, §8: a POST, PUT or DELETE answered 401 opens it over the
 * page. Signing in closes it and the user carries on where they were — nothing is navigated, what
 * they typed on the page stays. The e-mail of the user whose session ended is filled in.
 */
export function LoginModalDialog() {
  const t = useT();
  const { open, hint } = useAuthModal();
  const { user } = useSession();
  return (
    <Modal
      open={open}
      title={t('session.modal.title')}
      footer={null}
      width={420}
      centered
      destroyOnHidden
      onCancel={closeAuthModal}
    >
      <Suspense
        fallback={
          <div className="login-modal-loading">
            <Spin />
          </div>
        }
      >
        {/* Inside: its style comes with the form's (auth.css). */}
        <p className="login-modal-hint">{hint ?? t('session.modal.hint')}</p>
        <LoginForm
          name="login-modal"
          initialEmail={user?.email}
          autoFocus
          recoveryIn="new-tab"
          onSignedIn={() => closeAuthModal()}
        />
      </Suspense>
    </Modal>
  );
}
