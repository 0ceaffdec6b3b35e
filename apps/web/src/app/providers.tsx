import type { Language } from '@cargo/domain';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { ANTD_LOCALES, I18nProvider, useI18n } from '../shared/i18n';
import { usePrefersReducedMotion } from '../shared/lib/use-media-query';
import { appTheme } from '../shared/ui';
import { HttpFeedback } from './http-feedback';
import { createQueryClient } from './query-client';

/** Ant Design in the current language; its `App` gives messages and modals the theme and locale. */
function LocalizedAntd({ children }: { children: ReactNode }) {
  const { language } = useI18n();
  return (
    // No space slipped between two Chinese characters of a button ("登 录"): it is not how the
    // word is written, and it changes the button's accessible name.
    <ConfigProvider locale={ANTD_LOCALES[language]} button={{ autoInsertSpace: false }}>
      <AntApp>
        <HttpFeedback />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

interface AppProvidersProps {
  children: ReactNode;
  /** The build's prerender hands in a client holding the messages, and the page's language. */
  queryClient?: QueryClient;
  language?: Language;
}

/** Server state, theme, messages and locale, in the order each needs the one before. */
export function AppProviders({ children, queryClient: given, language }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const still = usePrefersReducedMotion();
  const theme = useMemo(
    () => (still ? { ...appTheme, token: { ...appTheme.token, motion: false } } : appTheme),
    [still],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme}>
        <I18nProvider language={language}>
          <LocalizedAntd>{children}</LocalizedAntd>
        </I18nProvider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
