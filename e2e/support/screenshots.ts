import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '@cargo/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility.js';

/** The two widths every screen is looked at in. */
export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export type Device = keyof typeof VIEWPORTS;

/**
 * Which pictures a run takes. `all` (the default, what a developer runs to look at a screen):
 * every screen in ru, en and zh at both widths. `sample` (what `npm test` and CI run): the phone,
 * where a long word breaks a layout and the specs assert that nothing scrolls sideways, each
 * screen in one of the three languages (`sweep`), the run covering all three. No one looks at CI's pictures, and at the desktop width the screens are
 * walked by the functional specs, so a desktop picture there asserted only that the heading
 * shows: a quarter of the e2e step for that. See docs/decisions.md D22.
 */
const SWEEP = process.env.E2E_SCREENSHOTS ?? 'all';
if (SWEEP !== 'all' && SWEEP !== 'sample') throw new Error(`E2E_SCREENSHOTS is "${SWEEP}": use all or sample.`);

/** Each width this run pictures, with its viewport and languages. */
export const DEVICES: readonly {
  device: Device;
  viewport: (typeof VIEWPORTS)[Device];
  languages: readonly Language[];
}[] = (Object.keys(VIEWPORTS) as Device[])
  .filter((device) => SWEEP === 'all' || device === 'phone')
  .map((device) => ({ device, viewport: VIEWPORTS[device], languages: LANGUAGES }));

/**
 * "ru, en and zh", or "ru": the languages in a test's name; in a `sample` run, where a test
 * pictures one of them (`sweep`), "one of ru, en and zh".
 */
export function languageNames(languages: readonly Language[]): string {
  const names =
    languages.length > 1 ? `${languages.slice(0, -1).join(', ')} and ${languages.at(-1)}` : languages.join('');
  return SWEEP === 'sample' && languages.length > 1 ? `one of ${names}` : names;
}

/**
 * The languages the running test pictures its screen in: all of them, or in a `sample` run one,
 * chosen by the test's title, so the run's tests share the three languages out between them and
 * a test always takes the same one. Call it inside a test.
 */
export function sweep(languages: readonly Language[]): readonly Language[] {
  if (SWEEP === 'all' || languages.length < 2) return languages;
  let hash = 0;
  for (const char of test.info().titlePath.join(' › ')) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return [languages[hash % languages.length]!];
}

/** Where the screenshot specs write: e2e/screenshots/ (not committed), made on first use. */
export const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
mkdirSync(SCREENSHOT_DIR, { recursive: true });

/**
 * Waits until nothing on the page moves: every transition and finite animation (a drawer sliding
 * in, a list dropping down, a message fading) has ended. A spinner's endless turn is not waited for.
 * A picture or a check taken now sees the screen as it stays, on a slow machine as on a fast one.
 */
export async function untilStill(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** The drawer once it has slid in and stands still at the right edge. */
export async function drawerOpen(page: Page): Promise<Locator> {
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await untilStill(page);
  const right = async () => {
    const box = await drawer.boundingBox();
    return box ? Math.round(box.x + box.width) : -1;
  };
  await expect.poll(right).toBe(page.viewportSize()!.width);
  return drawer;
}

/** Scrolls the page to its top: a full-page picture starts there, the sticky header where it belongs. */
export async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

/**
 * The picture of the page as it is now, once its fonts are in and nothing moves: `<name>-<language>-<device>.png`
 * in SCREENSHOT_DIR. It asserts that the screen has no serious accessibility violation and, on a
 * phone, that nothing scrolls sideways.
 */
export async function takeScreenshot(
  page: Page,
  name: string,
  language: Language,
  device: Device,
  fullPage: boolean,
): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await untilStill(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${language}-${device}.png`), fullPage });
  await expectAccessible(page, `${name} in ${language} on a ${device}`);
  if (device === 'phone') {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} in ${language} scrolls sideways`).toBeLessThanOrEqual(0);
  }
}
