import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA) on the page as it is now and fails on any serious or critical
 * violation, listing each one with the elements it was found on (DESIGN.md §5).
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const report = blocking.map((violation) => {
    const targets = violation.nodes
      .slice(0, 5)
      .map(
        (node) =>
          `      - ${node.target.join(' ')}${node.failureSummary ? `: ${oneLine(node.failureSummary)}` : ''}`,
      );
    const more =
      violation.nodes.length > 5 ? [`      … e mais ${violation.nodes.length - 5} elemento(s)`] : [];
    return [
      `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
      ...targets,
      ...more,
    ].join('\n');
  });
  expect(blocking.length, `Violações de acessibilidade graves em ${page.url()}:\n${report.join('\n')}`).toBe(
    0,
  );
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
