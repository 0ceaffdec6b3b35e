import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The two widths every screen is looked at in. */
export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** Where the screenshot specs write: e2e/screenshots/ (not committed), made on first use. */
export const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
mkdirSync(SCREENSHOT_DIR, { recursive: true });
