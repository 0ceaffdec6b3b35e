import { translate, type Calculation, type CalculationRequestInput } from '@cargo/domain';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { city, highCubeId } from '../support/calculations.js';
import { apiAs, cheapest } from '../support/orders.js';
import { DEMO, signInAs } from '../support/session.js';
import { DEVICES, languageNames, scrollToTop, sweep, takeScreenshot } from '../support/screenshots.js';
import { zoneDay } from '../support/zone.js';

/**
 * The booking form as the demo client sees it for a container cargo and for a general cargo
 * (e2e/screenshots/, not committed), priced in EUR: the form asks containers of the one and
 * nothing of containers or trucks of the other; the client's organization is the consignee; the
 * Book bar stays at the bottom of the view while the form scrolls (a picture of the view half-way
 * down the form, besides the whole page).
 */

type Cargo = CalculationRequestInput['cargo'];

const calculations = new Map<string, Promise<Calculation>>();

function calculationOf(request: APIRequestContext, name: string, cargo: (highCube: number) => Cargo) {
  let made = calculations.get(name);
  if (!made) {
    made = (async () => {
      const [from, to, highCube] = await Promise.all([
        city(request, 'Shanghai', 'CN'),
        city(request, 'Moscow', 'RU'),
        highCubeId(request),
      ]);
      return apiAs<Calculation>(request, DEMO.client, 'POST', '/orders/calculations', {
        from: { type: 'ADDRESS', cityId: from.cityId },
        to: { type: 'ADDRESS', cityId: to.cityId },
        readyDate: zoneDay(),
        cargo: cargo(highCube),
        currency: 'EUR',
        sort: 'BEST_PRICE',
      });
    })();
    calculations.set(name, made);
  }
  return made;
}

const CARGOES: { name: string; cargo: (highCube: number) => Cargo }[] = [
  {
    name: 'booking-container',
    cargo: (highCube) => ({
      type: 'CONTAINER',
      containers: [{ containerTypeId: highCube, amount: 1, weight: 20_000, weightUnit: 'KG' }],
    }),
  },
  {
    name: 'booking-general-cargo',
    cargo: () => ({ type: 'GENERAL_CARGO', items: [{ amount: 4, length: 120, width: 80, height: 150, weight: 300 }] }),
  },
];

for (const { device, viewport, languages } of DEVICES) {
  test.describe(device, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 150_000 });

    for (const { name, cargo } of CARGOES) {
      test(`${name} in ${languageNames(languages)}`, async ({ page }) => {
        const calculation = await calculationOf(page.request, name, cargo);
        await signInAs(page, DEMO.client);
        for (const language of sweep(languages)) {
          const path = `/client/orders/new?calculationId=${calculation.id}&quotationId=${cheapest(calculation).id}`;
          await page.goto(`${path}&lang=${language}`);
          const form = page.getByRole('form', { name: translate(language, 'orderScreens.booking.form') });
          const book = form.getByRole('button', { name: translate(language, 'orderScreens.booking.submit') });
          await expect(book).toBeEnabled();
          await page.waitForLoadState('networkidle');
          // Half-way down the long form the Book bar is at the bottom of the view.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 3));
          await expect(book).toBeInViewport();
          await takeScreenshot(page, `${name}-scrolled`, language, device, false);
          await scrollToTop(page);
          await takeScreenshot(page, name, language, device, true);
        }
      });
    }
  });
}
