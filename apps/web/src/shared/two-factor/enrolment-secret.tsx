import type { TwoFactorEnrolment } from '@cargo/domain';
import { QRCode, Typography } from 'antd';
import { useT } from '../i18n';

/** The otpauth:// address as a QR code for the phone, and the key grouped by four for typing in. */
export function EnrolmentSecret({ enrolment }: { enrolment: TwoFactorEnrolment }) {
  const t = useT();
  const grouped = enrolment.secret.replace(/(.{4})(?=.)/g, '$1 ');
  return (
    <div className="enrolment-secret">
      <QRCode value={enrolment.otpauthUri} size={176} bordered={false} aria-label={t('twoFactor.enrol.qrCode')} />
      <div className="enrolment-key">
        <span className="enrolment-key-label">{t('twoFactor.enrol.secret')}</span>
        <Typography.Text code copyable={{ text: enrolment.secret }} data-testid="two-factor-secret">
          {grouped}
        </Typography.Text>
      </div>
    </div>
  );
}
