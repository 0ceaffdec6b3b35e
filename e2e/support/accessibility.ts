import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The impacts a screen may not have: a serious or critical violation stops someone from using it. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Violations that are Ant Design's own markup, out of the app's reach, each by its rule and the
 * element's selector (as axe names it). Nothing else is ever skipped.
 */
const ANT_DESIGN_OWN: readonly { rule: string; target: RegExp; why: string }[] = [
  {
    rule: 'aria-hidden-focus',
    target: /\.ant-table-measure-row/,
    why:
      "The table's hidden row that measures its columns' widths (rc-table's MeasureRow) copies the " +
      "header's cells, sort and filter buttons included, under aria-hidden; the table renders it itself.",
  },
  {
    rule: 'color-contrast',
    target: /^#paymentState$/,
    why:
      'An open select dims the value it holds to 25 % while its list shows the choices (Ant Design: ' +
      '`.ant-select-open .ant-select-content`); the payment screen is pictured with that list open.',
  },
  {
    rule: 'scrollable-region-focusable',
    target: /^\.ant-table-content$/,
    why:
      "A table wider than a phone scrolls sideways in Ant Design's own wrapper, which takes no tabIndex; " +
      "one without links or buttons (a city's hubs) has nothing to focus. Chromium (since 130) focuses such a scroller itself.",
  },
  {
    rule: 'scrollable-region-focusable',
    target: /^\.ant-drawer-body$/,
    why:
      'A drawer whose fields are all read-only scrolls a body with nothing to focus; the Drawer takes no ' +
      'attributes for its body (no tabIndex to give it). Chromium (since 130) focuses such a scroller itself.',
  },
];

const excused = (rule: string, target: string) =>
  ANT_DESIGN_OWN.some((own) => own.rule === rule && own.target.test(target));

/**
 * Asserts the page as it is now has no serious or critical accessibility violation (axe-core's
 * WCAG 2.x A and AA rules and its best practices): every screen a screenshot spec pictures is
 * checked here, so a picture also proves something that can fail. `screen` names it in the failure.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.flatMap((violation) =>
    BLOCKING.has(violation.impact ?? '')
      ? violation.nodes
          .filter((node) => !excused(violation.id, node.target.join(' ')))
          // The check's own words name what is wrong there (a contrast's two colours and ratio).
          .map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.any[0]?.message ?? violation.help}`)
      : [],
  );
  expect(blocking, `accessibility of ${screen}`).toEqual([]);
}
