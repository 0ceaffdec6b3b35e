import { lazy, Suspense, type ReactNode } from 'react';

const AntdProviders = lazy(() => import('./antd-providers'));

/** Starts loading Ant Design's providers before a screen needs them (a navigation under way). */
export function preloadAntd(): void {
  void import('./antd-providers');
}

/**
 * Where Ant Design may render: its theme, locale and `App` (messages, modals), loaded with the
 * first screen that uses it (issue 30, D142). The shell, the home page and the crash screen are
 * plain React outside it; a route's screen, the login modal and the bell sit inside one.
 */
export function AntdScope({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AntdProviders>{children}</AntdProviders>
    </Suspense>
  );
}
