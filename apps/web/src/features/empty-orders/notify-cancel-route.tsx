import { NotifyAgentsPage } from './pages/notify-agents-page';

/** The lazy route module of `/partner/notify-agents/cancel/…`. */
export function Component() {
  return <NotifyAgentsPage type="CANCEL" />;
}
