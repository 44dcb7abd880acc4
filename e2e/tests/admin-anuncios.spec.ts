import { successMessage } from '@embarca/domain';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { openApp } from '../support/app-actions';
import { DEMO_PASSWORD, signIn } from '../support/auth-actions';

/** Signs in through the API and returns the bearer headers. */
async function apiHeaders(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD, tipoAutenticacao: 1, codigoAutenticacaoSegundoFator: null },
  });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

test('o suporte cria um banner para embarcadores e uma novidade; o embarcador recebe o banner', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const bannerTitle = `Manutenção programada ${stamp}`;
  const postTitle = `Nova tela de docas ${stamp}`;

  await signIn(page, 'suporte@embarca.demo');
  await expect(page).toHaveURL(/#\/home/);
  await openApp(page, '/painel-admin');
  await page.getByRole('tab', { name: 'Anúncios' }).click();
  await expect(
    page.getByRole('cell', { name: 'CNPJ alfanumérico: o Embarca já está preparado', exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A banner for shippers only, with a URL rule and a preview.
  await page.getByRole('button', { name: 'Novo anúncio' }).click();
  const form = page.getByRole('form', { name: 'Novo anúncio' });
  await form.getByRole('textbox', { name: /^Título/ }).fill(bannerTitle);
  await form
    .getByRole('textbox', { name: /^Mensagem/ })
    .fill('O sistema ficará <strong>indisponível</strong> no domingo.<script>alert(1)</script>');
  await form.getByRole('button', { name: 'Adicionar URL' }).click();
  await form.getByRole('textbox', { name: 'URL 1' }).fill('/home');
  await form.getByRole('switch', { name: 'Todos os usuários' }).click({ force: true });
  await form.getByRole('checkbox', { name: 'Embarcador' }).check({ force: true });
  await expect(form.getByTestId('anuncio-preview')).toContainText('indisponível');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(successMessage('created', 'Anúncio')).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: bannerTitle, exact: true })).toBeVisible();

  // A release post.
  await page.getByRole('tab', { name: 'Novidades' }).click();
  await page.getByRole('button', { name: 'Nova novidade' }).click();
  const postForm = page.getByRole('form', { name: 'Nova novidade' });
  await postForm.getByRole('textbox', { name: /^Título/ }).fill(postTitle);
  await postForm
    .getByRole('textbox', { name: /^Resumo/ })
    .fill('Reserve a janela de descarga em poucos cliques.');
  const today = new Date().toISOString().slice(0, 10);
  await postForm.getByLabel(/^Data de lançamento/).fill(today);
  await postForm
    .getByRole('textbox', { name: /^URL pública/ })
    .fill('https://embarca.com.br/novidades/docas');
  await postForm.getByRole('checkbox', { name: 'Portal de agendamento' }).check({ force: true });
  await expectNoSeriousA11yViolations(page);
  await postForm.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(successMessage('created', 'Novidade')).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: postTitle, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The shipper's admin gets the banner (sanitised); the carrier's admin does not.
  const shipper = await apiHeaders(page.request, 'admin@embarcador.demo');
  const anuncios = (await (await page.request.get('/api/anuncios', { headers: shipper })).json()) as {
    titulo: string;
    mensagem: string;
  }[];
  const banner = anuncios.find((anuncio) => anuncio.titulo === bannerTitle);
  expect(banner).toBeTruthy();
  expect(banner?.mensagem).not.toContain('<script');
  const carrier = await apiHeaders(page.request, 'admin@transportadora.demo');
  const carrierAnuncios = (await (await page.request.get('/api/anuncios', { headers: carrier })).json()) as {
    titulo: string;
  }[];
  expect(carrierAnuncios.map((anuncio) => anuncio.titulo)).not.toContain(bannerTitle);

  // The release post leads the feed (newest release date first).
  const feed = (await (
    await page.request.post('/api/anuncios/atualizacoes/embarca', { headers: shipper, data: {} })
  ).json()) as { titulo: string }[];
  expect(feed[0]?.titulo).toBe(postTitle);
});
