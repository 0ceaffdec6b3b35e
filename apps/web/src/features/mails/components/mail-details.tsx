import type { Mail } from '@cargo/domain';
import { Descriptions } from 'antd';
import { useT } from '../../../shared/i18n';
import { formatDateTime } from '../../../shared/lib/format-date';

/** A mail as it went out: sender, recipients, send time and the full text, line breaks kept. */
export function MailDetails({ mail }: { mail: Mail }) {
  const t = useT();
  return (
    <div className="mail-details">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'sender', label: t('admin.mails.sender'), children: mail.sender },
          { key: 'recipients', label: t('admin.mails.recipients'), children: mail.recipients.join(', ') },
          { key: 'subject', label: t('admin.mails.subject'), children: mail.subject, span: 'filled' },
          { key: 'kind', label: t('admin.mails.kind'), children: mail.kind },
          { key: 'language', label: t('admin.mails.language'), children: mail.language },
          {
            key: 'sentAt',
            label: t('admin.mails.sentAt'),
            children: mail.sentAt ? formatDateTime(mail.sentAt) : '—',
          },
          ...(mail.error
            ? [{ key: 'error', label: t('admin.mails.error'), children: mail.error, span: 'filled' as const }]
            : []),
        ]}
      />
      <h3 className="mail-text-title">{t('admin.mails.text')}</h3>
      <pre className="pre-wrap-text">{mail.text}</pre>
    </div>
  );
}
