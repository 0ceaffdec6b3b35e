import { App as AntApp, ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useI18n } from '../i18n';
import { usePrefersReducedMotion } from '../lib/use-media-query';
import { ANTD_LOCALES } from './antd-locale';
import { appTheme } from './theme';

/**
 * Ant Design's theme and its texts in the current language; its `App` gives messages, modals and
 * notifications raised inside the same theme and locale. Loaded by `AntdScope` only (the default
 * export is what `lazy` needs): a screen without Ant Design never loads it (issue 30).
 */
export default function AntdProviders({ children }: { children: ReactNode }) {
  const { language } = useI18n();
  const still = usePrefersReducedMotion();
  const theme = useMemo(
    () => (still ? { ...appTheme, token: { ...appTheme.token, motion: false } } : appTheme),
    [still],
  );
  return (
    // No space slipped between two Chinese characters of a button ("登 录"): it is not how the
    // word is written, and it changes the button's accessible name.
    <ConfigProvider theme={theme} locale={ANTD_LOCALES[language]} button={{ autoInsertSpace: false }}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
