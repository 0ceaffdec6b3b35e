import { CommissionPage } from './pages/commission-page';

/** The lazy route module of `/admin/commission`: every organization's rules. */
export function Component() {
  return <CommissionPage area="admin" />;
}
