import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nProvider } from '../shared/i18n';
import { createQueryClient } from './query-client';
import { ServerErrorToast } from './server-error-toast';

/**
 * Server state and the language, in the order each needs the one before. Ant Design's theme and
 * locale are not here: they load with the first screen that uses Ant Design (`AntdScope`).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <ServerErrorToast />
        {children}
      </I18nProvider>
    </QueryClientProvider>
  );
}
