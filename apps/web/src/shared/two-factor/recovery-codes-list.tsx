import { Typography } from 'antd';
import { useT } from '../i18n';

/** The ten recovery codes, shown once, with a copy of them all. */
export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
  const t = useT();
  return (
    <div className="recovery-codes">
      <p className="second-factor-hint">{t('twoFactor.codes.hint')}</p>
      <Typography.Paragraph copyable={{ text: codes.join('\n') }} className="recovery-codes-copy">
        <ul className="recovery-codes-list" data-testid="recovery-codes">
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
      </Typography.Paragraph>
    </div>
  );
}
