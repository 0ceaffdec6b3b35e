import { Alert } from 'antd';

/** A server message that names no field of the form, above it (role="alert"). */
export function FormProblem({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert className="profile-problem" type="error" showIcon title={message} />;
}
