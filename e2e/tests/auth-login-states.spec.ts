import { MESSAGES } from '@embarca/domain';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage } from '../support/app-actions';
import { signIn } from '../support/auth-actions';

// Each demo account of DESIGN.md §6 shows its state with the spec's message (01 §8). Read-only: the
// right password never counts as a failed attempt.
const STATES = [
  { email: 'bloqueado@embarcador.demo', status: 423, message: MESSAGES.userBlocked },
  { email: 'inadimplente@embarcador.demo', status: 402, message: MESSAGES.companyBlocked },
  { email: 'expirado@embarcador.demo', status: 426, message: MESSAGES.trialExpired },
] as const;

test.describe('estados de acesso no login', () => {
  for (const { email, status, message } of STATES) {
    test(`${email} vê a mensagem do ${status}`, async ({ page }, testInfo) => {
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
      await signIn(page, email);
      expect((await answer).status()).toBe(status);

      await expect(page.getByRole('alert')).toContainText(message);
      await expect(page).toHaveURL(/#\/login(\?|$)/);

      await capturePage(page, testInfo, `login-${status}`);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
