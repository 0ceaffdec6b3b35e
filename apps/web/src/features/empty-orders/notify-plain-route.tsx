import { NotifyAgentsPage } from './pages/notify-agents-page';

/** The lazy route module of `/partner/notify-agents/plain/…`. */
export function Component() {
  return <NotifyAgentsPage type="PLAIN" />;
}
