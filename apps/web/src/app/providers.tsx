import type { Language } from '@cargo/domain';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nProvider } from '../shared/i18n';
import { createQueryClient } from './query-client';
import { ServerErrorToast } from './server-error-toast';

interface AppProvidersProps {
  children: ReactNode;
  /** The build's prerender hands in a client holding the messages, and the page's language. */
  queryClient?: QueryClient;
  language?: Language;
}

/**
 * Server state and the language, in the order each needs the one before. Ant Design's theme and
 * locale are not here: they load with the first screen that uses Ant Design (`AntdScope`).
 */
export function AppProviders({ children, queryClient: given, language }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider language={language}>
        <ServerErrorToast />
        {children}
      </I18nProvider>
    </QueryClientProvider>
  );
}
