import type { Calculation, CurrentUser } from '@cargo/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { CLIENT_USER } from '../../../test/users';
import { CALCULATION, GUEST_CALCULATION } from '../lib/test-fixtures';
import { CalculationResults } from './calculation-results';

function openResults(calculation: Calculation, user: CurrentUser | null, language: 'en' | 'ru' | 'zh' = 'en') {
  fakeApi();
  const view = renderScreen(
    <CalculationResults
      calculation={calculation}
      user={user}
      isWidget={false}
      sort="BEST_PRICE"
      currency="USD"
      onSort={vi.fn()}
      onCurrency={vi.fn()}
      onReplaced={vi.fn()}
    />,
    { language, path: '/book/wizard#calc' },
  );
  const cards = async () => within(await screen.findByRole('list')).getAllByRole('listitem');
  return { ...view, cards };
}

describe('a guest’s results', () => {
  it('say that the prices need a sign-in, in the guest’s language', async () => {
    const view = openResults(GUEST_CALCULATION, null, 'ru');
    const [first] = await view.cards();
    expect(first!.textContent).toContain(view.text('wizard.guest.toView'));
    expect(view.text('wizard.guest.toView')).toBe('чтобы увидеть цены');
  });

  it('offer no order by a price the guest cannot see', async () => {
    // In zh the order's "fastest" (时效最快) is not the card's tag (最快).
    const view = openResults(GUEST_CALCULATION, null, 'zh');
    await view.cards();
    expect(screen.queryByText(view.text('wizard.sort.BEST_PRICE'))).toBeNull();
    expect(screen.queryByText(view.text('wizard.sort.BEST_TIME'))).toBeNull();
  });

  it('take Book to the sign-in, which is told why and keeps the calculation and the booking', async () => {
    const view = openResults(GUEST_CALCULATION, null);
    const [first] = await view.cards();
    await view.user.click(within(first!).getByRole('button', { name: view.text('wizard.quote.book') }));
    const [path, query] = view.location().split('?');
    expect(path).toBe('/auth/login');
    const params = new URLSearchParams(query!.split('#')[0]);
    expect(params.get('reason')).toBe('book');
    expect(params.get('guestOrderId')).toBe(GUEST_CALCULATION.id);
    expect(params.get('redirectTo')).toMatch(/^\/client\/orders\/new\?calculationId=/);
  });
});

describe('a client’s results', () => {
  it('offer both orders and take Book straight to the booking', async () => {
    const view = openResults(CALCULATION, CLIENT_USER);
    const [first] = await view.cards();
    expect(screen.getByText(view.text('wizard.sort.BEST_PRICE'))).toBeTruthy();
    await view.user.click(within(first!).getByRole('button', { name: view.text('wizard.quote.book') }));
    expect(view.location()).toMatch(/^\/client\/orders\/new\?calculationId=/);
  });
});
