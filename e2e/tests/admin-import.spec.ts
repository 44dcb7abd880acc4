import { cnpjCheckDigits, EMPRESA_IMPORT_COLUMNS } from '@embarca/domain';
import { expect, test } from '@playwright/test';
import writeXlsxFile from 'write-excel-file/node';
import { expectNoSeriousA11yViolations } from '../support/a11y-checks';
import { capturePage, openApp } from '../support/app-actions';
import { signIn } from '../support/auth-actions';

const ROWS = 50;
const BAD_ROW_INDEX = 17; // 0-based data row → spreadsheet row 19 (the header is row 1)

/** 50 companies with valid CNPJs from this run, one with wrong check digits. */
async function buildSpreadsheet(): Promise<Buffer> {
  const run = Date.now().toString().slice(-5);
  const header = Object.values(EMPRESA_IMPORT_COLUMNS).map((value) => ({
    value,
    fontWeight: 'bold' as const,
  }));
  const data = Array.from({ length: ROWS }, (_, index) => {
    const base = `7${run}${String(index).padStart(2, '0')}0001`.slice(0, 12);
    const digits = cnpjCheckDigits(base);
    const cnpj = index === BAD_ROW_INDEX ? `${base}${digits === '00' ? '11' : '00'}` : `${base}${digits}`;
    const record: Record<keyof typeof EMPRESA_IMPORT_COLUMNS, string> = {
      nome: `Importada ${run} ${index + 1} Ltda`,
      nomeFantasia: `Importada ${index + 1}`,
      cnpj,
      tipo: 'Cliente',
      tipoVinculo: 'Cliente',
      telefone: '4133334444',
      email: `contato${index + 1}@importada${run}.com.br`,
      cep: '01310200',
      logradouro: 'Avenida Paulista',
      numero: String(100 + index),
      complemento: '',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
      codigoIbge: '3550308',
    };
    return (Object.keys(EMPRESA_IMPORT_COLUMNS) as (keyof typeof EMPRESA_IMPORT_COLUMNS)[]).map((key) => ({
      value: record[key],
      type: String,
    }));
  });
  const output = await writeXlsxFile([header, ...data], { sheet: 'Dados' }).toBuffer();
  return output;
}

test('o administrador importa 50 empresas de uma planilha e vê a linha com erro', async ({
  page,
}, testInfo) => {
  const buffer = await buildSpreadsheet();
  await signIn(page, 'admin@embarcador.demo');
  await expect(page).toHaveURL(/#\/home/);
  await openApp(page, '/configuracoes?secao=empresas');
  await page.getByRole('button', { name: 'Importar planilha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar empresas' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'empresas.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await dialog.getByRole('button', { name: 'Pré-visualizar' }).click();
  await expect(dialog.getByText(`${ROWS} linhas, ${ROWS - 1} válidas, 1 com erro`)).toBeVisible();
  const badRow = dialog.getByRole('row', { name: new RegExp(`^${BAD_ROW_INDEX + 2}\\b`) });
  await expect(badRow).toContainText('CNPJ inválido');
  await capturePage(page, testInfo, 'configuracoes-importacao-preview');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: `Importar ${ROWS - 1} empresas` }).click();
  await expect(dialog.getByRole('status')).toContainText(`${ROWS - 1} empresas importadas com sucesso`);
  await expectNoSeriousA11yViolations(page);
});
