import { Component, type ErrorInfo, type ReactNode } from 'react';
import { log } from '../../shared/lib/log';
import { CrashScreen } from './crash-screen';

interface State {
  error: unknown;
}

/** The top-level boundary: anything that escapes the router (providers, messages) lands here. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    log.error('Critical error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <CrashScreen /> : this.props.children;
  }
}
