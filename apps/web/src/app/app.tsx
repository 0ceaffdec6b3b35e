import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { AppProviders } from './providers';
import { createRouter } from './router';
import { SessionBridge } from './session/session-bridge';

export function App() {
  const [router] = useState(createRouter);
  return (
    <AppErrorBoundary>
      <AppProviders>
        <SessionBridge router={router} />
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
