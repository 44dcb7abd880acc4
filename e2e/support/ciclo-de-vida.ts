import { deflateSync } from 'node:zlib';
import type { TCadastroCargaInput, TLookupItem } from '@embarca/domain';
import { expect, type Locator, type Page } from '@playwright/test';
import { callApiFromPage } from './quadro-actions';

/*
 * Helpers of the load-lifecycle journey (issue 7): the data it creates through the API (a cargo template,
 * a batch of loads), the photo it attaches, and putting things back (deactivating its own loads,
 * deleting its template) so the journeys after it find the demo data as seeded.
 */

/** The demo shipper's carrier the journey directs its load to (apps/api/src/seed/demo-catalog.ts). */
export const TRANSPORTADORA_DEMO = 'Transportadora Demo Logística Ltda';

/** 'YYYY-MM-DD' of the day `dias` from today (UTC). */
function dia(dias: number): string {
  return new Date(Date.now() + dias * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A register payload with an origin in São Paulo (08:00 in São Paulo, `dias` from today) and a final
 * destination in Curitiba two days later (17:00): what a template or a quick load needs.
 */
export function cargaSimples(codIdentificador: string | undefined, dias = 1): TCadastroCargaInput {
  return {
    carga: {
      tipoFrete: 1,
      modalidade: 1,
      pesoBruto: 12_500,
      volume: 48.5,
      volumeUnidade: 7,
      acondicionamentoQtd: 24,
      acondicionamento: 'Paletes',
      ...(codIdentificador ? { codIdentificador } : {}),
      valorCarga: 85_000,
    },
    pagamento: { valorFrete: 3_500, valorTotalFrete: 3_850.5, impostoSuspenso: false },
    contatos: { contato: 'Marina Costa', telefone: '11987654321', email: 'marina@exemplo.com.br' },
    origemDestino: [
      {
        rota: 1,
        localidade: 'Doca 3',
        cidade: 'São Paulo',
        uf: 'SP',
        dhInicio: `${dia(dias)}T11:00:00.000Z`,
      },
      { rota: 3, cidade: 'Curitiba', uf: 'PR', dhInicio: `${dia(dias + 2)}T20:00:00.000Z` },
    ],
    visibilidade: 1,
    documentos: [
      {
        numero: 'NF-E2E-1',
        numeroNf: '998877',
        descricao: 'Peças automotivas',
        quantidade: 24,
        peso: 500,
        valor: 85_000,
        itens: [{ codigo: 'SKU-1', descricao: 'Parafuso sextavado', quantidade: 100, peso: 0.05 }],
      },
    ],
  };
}

/** Saves a cargo template (POST /api/carga-modelo) and gives its id. */
export async function criarModelo(page: Page, descricao: string): Promise<string> {
  const response = await callApiFromPage<{ id: string }>(page, 'POST', '/carga-modelo', {
    descricao,
    model: cargaSimples(undefined),
  });
  expect(response.status, `POST /api/carga-modelo ${JSON.stringify(response.body)}`).toBe(201);
  return response.body.id;
}

/** The description of the journey's templates: `${MODELO_PREFIXO}${run}`. */
export const MODELO_PREFIXO = 'Modelo E2E ';

/**
 * Deletes the templates an interrupted earlier run left behind (a test timeout closes the page before the
 * journey's own clean-up), so the quick-create list does not grow run after run.
 */
export async function excluirModelosEsquecidos(page: Page): Promise<void> {
  const lista = await callApiFromPage<{ id: string; descricao: string }[]>(page, 'GET', '/carga-modelo');
  expect(lista.status).toBe(200);
  for (const modelo of lista.body.filter((item) => item.descricao.startsWith(MODELO_PREFIXO))) {
    await excluirModelo(page, modelo.id);
  }
}

/** Deletes the journey's template (nothing when it is already gone). */
export async function excluirModelo(page: Page, id: string): Promise<void> {
  await callApiFromPage(page, 'DELETE', `/carga-modelo/${id}`);
}

export interface TCargaCriada {
  id: string;
  codigo: number;
}

/**
 * Registers `quantidade` loads through the API (POST /api/carga-mongo/cadastrar, the selected unit), each
 * with its own identifier `${prefixo}-01`… so the board's search finds exactly them.
 */
export async function cadastrarCargas(
  page: Page,
  prefixo: string,
  quantidade: number,
): Promise<TCargaCriada[]> {
  const criadas: TCargaCriada[] = [];
  for (let n = 1; n <= quantidade; n += 1) {
    const ident = `${prefixo}-${String(n).padStart(2, '0')}`;
    const response = await callApiFromPage<TCargaCriada>(
      page,
      'POST',
      '/carga-mongo/cadastrar',
      cargaSimples(ident, 3),
    );
    expect(response.status, `cadastrar ${ident}: ${JSON.stringify(response.body)}`).toBe(201);
    criadas.push({ id: response.body.id, codigo: response.body.codigo });
  }
  return criadas;
}

/**
 * Deactivates the journey's own loads through the API (the first deactivation reason), whatever state a
 * failure left them in; a load already deactivated answers 400 and is left as it is.
 */
export async function desativarPelaApi(page: Page, cargaIds: readonly string[]): Promise<void> {
  if (cargaIds.length === 0) return;
  const motivos = await callApiFromPage<TLookupItem[]>(page, 'GET', '/tipo?tipo=12');
  const motivoId = motivos.body?.[0]?.valor;
  if (!motivoId) throw new Error('Sem motivo de desativação (tipo 12).');
  for (const id of cargaIds) {
    await callApiFromPage(page, 'POST', `/carga-mongo/${id}/desativar`, { motivoId, ofertaCargaId: id });
  }
}

// ------------------------------------------------------------------------------------ a small PNG

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (RGB, 8 bits) of `lado`×`lado` pixels: a two-colour diagonal, like a tiny photo. */
export function fotoPng(lado = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(lado, 0);
  header.writeUInt32BE(lado, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const linhas: number[] = [];
  for (let y = 0; y < lado; y += 1) {
    linhas.push(0); // filter: none
    for (let x = 0; x < lado; x += 1) linhas.push(...(x > y ? [20, 110, 180] : [240, 170, 40]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(linhas))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ------------------------------------------------------------------------------- planned dates

/** 'dd/MM/yyyy HH:mm' (a São Paulo wall clock as the form shows it) moved by `horas`. */
export function somarHoras(dataHora: string, horas: number): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(dataHora);
  if (!match) throw new Error(`Data e hora inesperada: ${dataHora}`);
  const [, d, m, y, h, min] = match.map(Number) as [number, number, number, number, number, number];
  // Wall-clock arithmetic: the UTC fields stand for São Paulo's (no daylight saving since 2019).
  const t = new Date(Date.UTC(y, m - 1, d, h + horas, min));
  const dois = (n: number) => String(n).padStart(2, '0');
  return `${dois(t.getUTCDate())}/${dois(t.getUTCMonth() + 1)}/${t.getUTCFullYear()} ${dois(t.getUTCHours())}:${dois(t.getUTCMinutes())}`;
}

/**
 * After "Alocar" in the allocation form: when the chosen driver's CNH or a vehicle document is expired or
 * about to expire (the demo fleet has such dates, relative to today), the form asks once more (issue 18);
 * confirms it, after checking the warning is the one shown. Does nothing when the form did not ask.
 */
export async function confirmarAlocacaoSePedida(dialogo: Locator): Promise<void> {
  const mesmoAssim = dialogo.getByRole('button', { name: 'Alocar mesmo assim' });
  const pediu = await mesmoAssim.waitFor({ state: 'visible', timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (!pediu) return;
  await expect(dialogo.getByText('Documentos vencidos ou a vencer', { exact: true })).toBeVisible();
  await mesmoAssim.click();
}
