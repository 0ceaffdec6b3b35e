import { lazy, useState } from 'react';
import { useAuthModal } from '../../shared/session';
import { AntdScope } from '../../shared/ui/antd-scope';

// Loaded the first time the modal opens: the dialog is Ant Design's, which the first screen of a
// page does not load (issue 30).
const LoginModalDialog = lazy(() =>
  import('./components/login-modal-dialog').then(({ LoginModalDialog }) => ({ default: LoginModalDialog })),
);

/**
 * The login modal of Product specification, shell §3, §8, in every page's shell: nothing until a
 * POST, PUT or DELETE answered 401 opens it. It stays mounted after, so it closes with its
 * animation and opens again at once.
 */
export function LoginModal() {
  const { open } = useAuthModal();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <AntdScope>
      <LoginModalDialog />
    </AntdScope>
  );
}
