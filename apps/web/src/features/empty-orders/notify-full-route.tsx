import { NotifyAgentsPage } from './pages/notify-agents-page';

/** The lazy route module of `/partner/notify-agents/full/…`. */
export function Component() {
  return <NotifyAgentsPage type="FULL" />;
}
