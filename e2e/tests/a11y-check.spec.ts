import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';

// Guards the guard: the axe check every journey relies on must really fail on a serious violation,
// or every "passes the accessibility check" above would pass for nothing.
test.describe('verificação de acessibilidade', () => {
  test('reprova um botão sem nome e um campo sem rótulo', async ({ page }) => {
    await page.setContent(
      '<!doctype html><html lang="pt-BR"><head><title>Teste</title></head><body><main>' +
        '<h1>Formulário</h1><input type="text"><button type="button"><svg width="10" height="10"></svg></button>' +
        '</main></body></html>',
    );

    const failure = await expectNoSeriousA11yViolations(page).then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );

    expect(failure).toContain('button-name');
    expect(failure).toContain('label');
  });

  test('reprova um nome acessível que não contém o texto visível (WCAG 2.5.3)', async ({ page }) => {
    await page.setContent(
      '<!doctype html><html lang="pt-BR"><head><title>Teste</title></head><body><main>' +
        '<h1>Início</h1><a href="#/home" aria-label="Ir para o início">Embarca</a></main></body></html>',
    );

    const failure = await expectNoSeriousA11yViolations(page).then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );

    expect(failure).toContain('label-content-name-mismatch');
  });

  test('aprova uma página simples e acessível', async ({ page }) => {
    await page.setContent(
      '<!doctype html><html lang="pt-BR"><head><title>Teste</title></head><body><main>' +
        '<h1>Formulário</h1><label for="email">E-mail</label><input id="email" type="email">' +
        '<button type="submit">Entrar</button></main></body></html>',
    );

    await expectNoSeriousA11yViolations(page);
  });
});
