import { CommissionPage } from './pages/commission-page';

/** The lazy route module of `/partner/commission`: the partner's own organization's rules. */
export function Component() {
  return <CommissionPage area="partner" />;
}
