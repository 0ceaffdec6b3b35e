import { App } from 'antd';
import { useMemo } from 'react';
import { messageDurationMs } from '../lib/message-duration';

export type NotifyKind = 'success' | 'error' | 'warning' | 'info';

/**
 * Toasts that clear themselves after a time fitting their length: 200 ms per character, between
 * 2 and 6 seconds (Product specification, shell §8, §9).
 */
export function useNotify(): Record<NotifyKind, (text: string) => void> {
  const { message } = App.useApp();
  return useMemo(() => {
    const show = (kind: NotifyKind) => (text: string) =>
      void message.open({ type: kind, content: text, duration: messageDurationMs(text) / 1000 });
    return { success: show('success'), error: show('error'), warning: show('warning'), info: show('info') };
  }, [message]);
}
