import type { DisplayCurrency, QuoteSort } from '@cargo/domain';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/http';
import { useSession } from '../../../shared/session';
import { useCalculation } from '../api/get-calculation';
import { usePublicCalculation } from '../api/get-public-calculation';
import { calculationPagePath, viewOf, withView, type CalculationPageKind } from '../lib/calculation-page';
import { calculationIdOf } from '../../../shared/wizard-link/url-state';

/**
 * What a calculation's page shows and who may act on it.
 *
 * - A guest's page (and the widget's) reads `GET /orders/calculations/{id}`: the guest's own, or
 *   the owner's once signed in.
 * - The public page reads `GET /orders/calculations/public/{id}` for anyone with the link.
 * Either way the answer's `editable` says whether the caller may save, update and clarify it (its
 * organization's, or a guest's nobody has taken); everyone else reads it without those actions
 * (and, on a public link, without the owner's prices).
 */
export function useCalculationPage(kind: CalculationPageKind, rawId: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const isWidget = kind === 'widget';
  const isPublic = kind === 'public';

  // Ids are UUIDs (docs/decisions.md D71): anything else names no calculation.
  const calculationId = calculationIdOf(rawId);
  const own = useCalculation(isPublic ? null : calculationId, isWidget);
  const shared = usePublicCalculation(calculationId ?? '', isPublic && calculationId !== null);
  const query = isPublic ? shared : own;
  const refused = isApiError(query.error) && (query.error.status === 404 || query.error.status === 403);

  const view = viewOf(location.search, query.data);
  // What the calculation was made with: the address names only a view that differs from it.
  const made = viewOf('', query.data);
  const move = (search: string) => void navigate({ search, hash: location.hash }, { replace: true });

  return {
    calculationId,
    /** Nothing to show: not an id, or none the caller may read ("No calculations found"). */
    missing: calculationId === null || refused,
    query,
    user,
    isWidget,
    // A guest on their own calculation is prompted to sign in rather than shown a read-only page.
    readOnly: isPublic ? !(query.data?.editable ?? false) : !own.isSuccess,
    sort: view.sort,
    currency: view.currency,
    setSort: (next: QuoteSort) => move(withView(location.search, 'sort', next, made.sort)),
    setCurrency: (next: DisplayCurrency) => move(withView(location.search, 'currency', next, made.currency)),
    /** An update that made another calculation: its page, in place of this one. */
    replaceCalculation: (next: string) =>
      void navigate({ pathname: calculationPagePath(kind, next), search: location.search }, { replace: true }),
  };
}
