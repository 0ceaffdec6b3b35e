import './two-factor.css';

export { EnrolmentSecret } from './enrolment-secret';
export { RecoveryCodesList } from './recovery-codes-list';
