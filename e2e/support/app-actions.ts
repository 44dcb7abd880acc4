import type { Page, TestInfo } from '@playwright/test';

const PHONE_VIEWPORT = { width: 390, height: 844 };

/**
 * Opens the app at a hash route, as a visitor typing the address would: `openApp(page, '/login')`
 * loads `/#/login`. `openApp(page)` loads the root. Waits until the page has loaded its scripts.
 */
export async function openApp(page: Page, route?: string): Promise<void> {
  const target = route === undefined ? '/' : `/#${route.startsWith('/') ? route : `/${route}`}`;
  await page.goto(target, { waitUntil: 'load' });
}

/**
 * Screenshots the page for reviewers, at the test's viewport (1366×768) and at a phone width, into
 * this test's results folder (`<name>-1366x768.png`, `<name>-390x844.png`), attached to the report.
 */
export async function capturePage(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const desktop = page.viewportSize();
  const sizes = desktop ? [desktop, PHONE_VIEWPORT] : [PHONE_VIEWPORT];
  for (const size of sizes) {
    if (size !== desktop) await page.setViewportSize(size);
    const label = `${name}-${size.width}x${size.height}`;
    const body = await page.screenshot({ path: testInfo.outputPath(`${label}.png`), fullPage: true });
    await testInfo.attach(label, { body, contentType: 'image/png' });
  }
  if (desktop) await page.setViewportSize(desktop);
}

/** Starts recording uncaught errors of the page's scripts; the returned list fills as they happen. */
export function recordPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
