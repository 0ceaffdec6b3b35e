import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS } from '../../e2e/support/chromium.js';
import { log } from './paths.js';
import { round } from './stats.js';

/**
 * Debian's Chromium, the desktop browser (issue 30 names it), not the headless shell the e2e tests
 * run: headless, with their flags (as root, no background networking on this closed network).
 */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS: readonly string[] = ['--headless=new', ...CHROMIUM_ARGS];

/** Issue 30's targets for every page (Lighthouse's own scale is 0–1; these are 0–100). */
export const TARGETS = { performance: 95, accessibility: 95, bestPractices: 100 } as const;

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export interface PageFigures {
  url: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  /** Every script the page loaded, as sent over the wire (compressed when the server compresses). */
  jsTransferredKb: number | null;
  targetsMet: { performance: boolean; accessibility: boolean; bestPractices: boolean };
  /** Ids of the scored audits that did not pass: what to fix first. */
  failing: { accessibility: string[]; bestPractices: string[] };
  /** What DevTools' Issues panel reported (the `inspector-issues` audit): its kinds, with the first URL each. */
  inspectorIssues: string[];
  /** Lighthouse's warnings about the run itself (a slow host, a redirect, …). */
  runWarnings: string[];
}

const score = (lhr: Result, id: (typeof CATEGORIES)[number]) => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};

const numeric = (lhr: Result, id: string, digits = 0) => {
  const value = lhr.audits[id]?.numericValue;
  return value === undefined ? null : round(value, digits);
};

/** Audits that count in the category (weight > 0) and scored below 1. */
function failingAudits(lhr: Result, id: (typeof CATEGORIES)[number]): string[] {
  return (lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .filter((ref) => {
      const audit = lhr.audits[ref.id];
      return audit && audit.score !== null && audit.score < 1;
    })
    .map((ref) => ref.id);
}

function scriptKb(lhr: Result): number | null {
  const details = lhr.audits['resource-summary']?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined;
  const scripts = details?.items?.find((item) => item.resourceType === 'script');
  return scripts ? round(scripts.transferSize / 1024, 1) : null;
}

function inspectorIssues(lhr: Result): string[] {
  const details = lhr.audits['inspector-issues']?.details as
    { items?: { issueType: string; subItems?: { items?: { url?: string }[] } }[] } | undefined;
  return (details?.items ?? []).map(({ issueType, subItems }) =>
    [issueType, subItems?.items?.[0]?.url].filter(Boolean).join(': '),
  );
}

export function figuresOf(lhr: Result): PageFigures {
  const performance = score(lhr, 'performance');
  const accessibility = score(lhr, 'accessibility');
  const bestPractices = score(lhr, 'best-practices');
  return {
    url: lhr.finalDisplayedUrl,
    performance,
    accessibility,
    bestPractices,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift', 3),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    jsTransferredKb: scriptKb(lhr),
    targetsMet: {
      performance: (performance ?? 0) >= TARGETS.performance,
      accessibility: (accessibility ?? 0) >= TARGETS.accessibility,
      bestPractices: (bestPractices ?? 0) >= TARGETS.bestPractices,
    },
    failing: {
      accessibility: failingAudits(lhr, 'accessibility'),
      bestPractices: failingAudits(lhr, 'best-practices'),
    },
    inspectorIssues: inspectorIssues(lhr),
    runWarnings: lhr.runWarnings,
  };
}

/**
 * Lighthouse with its default configuration, the mobile preset (a Moto G Power's screen, slow 4G
 * and a 4× slower CPU, both simulated from one unthrottled load), on each URL in turn, in one
 * Chromium launched by chrome-launcher. A page Lighthouse could not load throws.
 */
export async function lighthousePages(urls: readonly string[]): Promise<PageFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...CHROMIUM_FLAGS],
    logLevel: 'error',
  });
  try {
    const pages: PageFigures[] = [];
    for (const url of urls) {
      log(`lighthouse: ${url}`);
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError)
        throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      pages.push(figuresOf(lhr));
    }
    return pages;
  } finally {
    chrome.kill();
  }
}
