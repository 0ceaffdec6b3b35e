import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '@cargo/domain';
import { expect, test, type Page } from '@playwright/test';

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
 * The picture of the page as it is now, once its fonts are in: `<name>-<language>-<device>.png`
 * in SCREENSHOT_DIR. On a phone it also asserts that nothing scrolls sideways.
 */
export async function takeScreenshot(
  page: Page,
  name: string,
  language: Language,
  device: Device,
  fullPage: boolean,
): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${language}-${device}.png`), fullPage });
  if (device === 'phone') {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} in ${language} scrolls sideways`).toBeLessThanOrEqual(0);
  }
}
