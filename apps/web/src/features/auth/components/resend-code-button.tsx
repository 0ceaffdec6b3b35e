import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../../shared/i18n';

/** The server mails a new code at most once a minute (429 before that). */
export const RESEND_AFTER_MS = 60_000;

const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));

interface Props {
  /** When the last code was mailed (epoch ms). Give the button this as its `key` too: a new code restarts the count. */
  sentAt: number;
  loading: boolean;
  onResend: () => void;
}

/** "Send the code again", disabled with a countdown for a minute after each code. */
export function ResendCodeButton({ sentAt, loading, onResend }: Props) {
  const t = useT();
  const readyAt = sentAt + RESEND_AFTER_MS;
  const [left, setLeft] = useState(() => secondsUntil(readyAt));

  useEffect(() => {
    if (left <= 0) return;
    // Wake just after the shown number goes down, so a late timer never skips or repeats one.
    const untilNextSecond = (((readyAt - Date.now()) % 1000) + 1000) % 1000;
    const timer = window.setTimeout(() => setLeft(secondsUntil(readyAt)), untilNextSecond + 20);
    return () => window.clearTimeout(timer);
  }, [left, readyAt]);

  return (
    <Button type="link" icon={<ReloadOutlined />} disabled={left > 0} loading={loading} onClick={onResend}>
      {left > 0 ? t('register.code.resendIn', { seconds: left }) : t('register.code.resend')}
    </Button>
  );
}
