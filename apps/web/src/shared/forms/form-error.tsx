import { Alert } from 'antd';
import type { ReactNode } from 'react';
import './form-error.css';

/**
 * The server's message above a form (role="alert", so it is read out when it appears); nothing
 * when there is none.
 */
export function FormError({ message, action }: { message: string | null | undefined; action?: ReactNode }) {
  if (!message) return null;
  return <Alert className="form-error" type="error" showIcon title={message} action={action} />;
}
