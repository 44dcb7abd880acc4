import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  formatDateTime,
  PEDIDO_IMPORT_COLUMNS,
  type PedidoImportField,
  TIPO_FRETE_LABELS,
} from '@embarca/domain';
import writeXlsxFile from 'write-excel-file/node';
import { findRepoRoot } from '../lib/repo-root';
import { pedidosDeDemonstracao } from './formacao-pedidos-demo';

/** What the sheet holds: `n` orders coded `<prefixo>-001…`, collections from `inicio` (the generator's seed). */
export interface PlanilhaDePedidosOpcoes {
  n?: number;
  prefixo?: string;
  inicio?: Date;
  semente?: number;
}

/**
 * Writes the 50-order sheet shipped with the demo data (issue 21) — the file the import dialog offers and
 * the browser journey imports: `apps/web/public/demonstracao/pedidos-demonstracao.xlsx`, sheet 'Dados', the
 * import's column names (PEDIDO_IMPORT_COLUMNS), collections from 11/01/2027. Deterministic: run again, the same
 * rows. (the file's bytes differ: the xlsx zip carries its write time). `npm run gerar:planilha-pedidos -w @embarca/api`. With options, another sheet of the same generator
 * (the benchmark's (f2) imports 5,000 orders with codes of its own: bench/support/formacao.ts).
 */
export async function planilhaDePedidosDemo({
  n = 50,
  prefixo = 'DEMO-IMP',
  inicio = new Date('2027-01-11T11:00:00Z'),
  semente = 2027,
}: PlanilhaDePedidosOpcoes = {}): Promise<Buffer> {
  const pedidos = pedidosDeDemonstracao({ prefixo, n, inicio, semente });
  const campos: PedidoImportField[] = [
    'codigo',
    'tipoFrete',
    'agrupador',
    'dataColeta',
    'dataEntrega',
    'pesoTotal',
    'cubagemTotal',
    'valorPedido',
    'quantidadeVolumes',
    'numeroNf',
    'origemCnpj',
    'origemNome',
    'origemLocalidade',
    'origemCidade',
    'origemUf',
    'destinoNome',
    'destinoLocalidade',
    'destinoCidade',
    'destinoUf',
  ];
  const texto = (value: string | null) => (value === null ? null : { value, type: String });
  const numero = (value: number) => ({ value, type: Number });
  const data = (value: Date | null) => texto(value ? formatDateTime(value) : null);
  const linhas = pedidos.map((p) => {
    const valores: Record<string, ReturnType<typeof texto> | ReturnType<typeof numero>> = {
      codigo: texto(p.codigo),
      tipoFrete: texto(TIPO_FRETE_LABELS[p.tipoFrete]),
      agrupador: texto(p.agrupador),
      dataColeta: data(p.dhColeta),
      dataEntrega: data(p.dhEntrega),
      pesoTotal: numero(p.pesoTotal),
      cubagemTotal: numero(p.cubagemTotal),
      valorPedido: numero(p.valorPedido),
      quantidadeVolumes: numero(p.quantidadeVolumes),
      numeroNf: texto(p.numeroNf),
      origemCnpj: texto(p.origem.documentoEmpresa),
      origemNome: texto(p.origem.nome),
      origemLocalidade: texto(p.origem.localidade),
      origemCidade: texto(p.origem.cidade),
      origemUf: texto(p.origem.uf),
      destinoNome: texto(p.destino.nome),
      destinoLocalidade: texto(p.destino.localidade),
      destinoCidade: texto(p.destino.cidade),
      destinoUf: texto(p.destino.uf),
    };
    return campos.map((campo) => valores[campo] ?? null);
  });
  const cabecalho = campos.map((campo) => texto(PEDIDO_IMPORT_COLUMNS[campo]));
  return writeXlsxFile([{ sheet: 'Dados', data: [cabecalho, ...linhas] }] as never, {}).toBuffer();
}

export const PLANILHA_PEDIDOS_DEMO = 'apps/web/public/demonstracao/pedidos-demonstracao.xlsx';

if (import.meta.url === `file://${process.argv[1]}`) {
  const destino = path.join(
    findRepoRoot(path.dirname(fileURLToPath(import.meta.url))),
    PLANILHA_PEDIDOS_DEMO,
  );
  await mkdir(path.dirname(destino), { recursive: true });
  await writeFile(destino, await planilhaDePedidosDemo());
  console.log(`planilha de demonstração: ${destino}`);
}
