import { expect, type Page } from '@playwright/test';
import { openApp } from './app-actions';

/** Every demo user's password (DESIGN.md §6). */
export const DEMO_PASSWORD = 'demo1234';

/** Fills the sign-in form and presses 'Entrar' (the page must be on /login). */
export async function submitSignIn(
  page: Page,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Opens /login and signs in; does not wait for the destination. */
export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await openApp(page, '/login');
  await submitSignIn(page, email, password);
}

/**
 * Signs out by forgetting the session in the browser, then opens /login in a fresh document (as a person
 * opening the app anew): nothing kept in the previous page's memory carries over to the next sign-in.
 */
export async function forgetSession(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('about:blank');
  await openApp(page, '/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
}

/** Types a new password and its confirmation on /new-password and submits with `submitLabel`. */
export async function setNewPassword(page: Page, password: string, submitLabel: string): Promise<void> {
  await page.getByLabel(/^Nova senha/).fill(password);
  await page.getByLabel(/^Confirmação de senha/).fill(password);
  await page.getByRole('button', { name: submitLabel }).click();
}
