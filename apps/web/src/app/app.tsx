import { useState } from 'react';
// The DOM's provider: it hands React DOM's flushSync to the router (React Router 8's upgrade notes).
import { RouterProvider } from 'react-router/dom';
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
