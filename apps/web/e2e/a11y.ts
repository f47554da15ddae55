import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 level A and AA, the level the site promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Moderate and minor findings are reviewed by hand; these two block a release. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Which part of the page to scan: CSS selectors, as axe takes them. */
export type A11yScanContext = { include?: string[]; exclude?: string[] };

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const describeViolation = (violation: Violation): string[] =>
  violation.nodes.map(
    (node) =>
      `[${violation.impact}] ${violation.id} at ${node.target.join(' ')}: ${violation.help} (${violation.helpUrl})`,
  );

/**
 * Scans the page as it is now with axe-core and fails, listing rule, impact, element and help
 * for each, when any WCAG 2.1 A/AA violation is serious or critical. Call it once the page shows
 * what it is meant to show (after its heading is visible), not during loading.
 */
export const expectNoSeriousA11yViolations = async (page: Page, context: A11yScanContext = {}) => {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of context.include ?? []) builder = builder.include(selector);
  for (const selector of context.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap(describeViolation);
  expect(blocking, `serious or critical accessibility violations on ${page.url()}`).toEqual([]);
};
