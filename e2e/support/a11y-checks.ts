import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/**
 * Rules turned on by name on top of the tags: WCAG 2.5.3 "label in name" (an element's accessible name
 * must contain its visible text) was experimental in axe-core before 4.14; naming it keeps it on whatever
 * axe-core tags it as (issue 15).
 */
const EXTRA_RULES = ['label-content-name-mismatch'];

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA, plus EXTRA_RULES) on the page as it is now and answers one report
 * line per serious or critical violation, with the elements it was found on (empty: none).
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ rules: Object.fromEntries(EXTRA_RULES.map((rule) => [rule, { enabled: true }])) })
    .analyze();
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  return blocking.map((violation) => {
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
}

/** Fails on any serious or critical violation of the page as it is now (DESIGN.md §5). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const report = await seriousA11yViolations(page);
  expect(report.length, `Violações de acessibilidade graves em ${page.url()}:\n${report.join('\n')}`).toBe(0);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * axe on the screen at rest: the toasts closed (a notification sliding in is measured half transparent)
 * and no CSS transition running (a dialog fading in).
 */
export async function expectNoSeriousA11yViolationsAtRest(page: Page): Promise<void> {
  for (const fechar of await page.getByRole('button', { name: 'Fechar notificação' }).all())
    await fechar.click().catch(() => undefined);
  await expect(page.getByRole('button', { name: 'Fechar notificação' })).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  await expectNoSeriousA11yViolations(page);
}
