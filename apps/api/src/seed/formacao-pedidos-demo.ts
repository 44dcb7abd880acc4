import { TipoFrete, type TTipoFrete } from '@embarca/domain';
import { createPrng } from './prng';

/**
 * The demo orders (issue 21): one generator for the orders seeded on first start and for the 50-row sheet
 * shipped with the demo data (`apps/web/public/demonstracao/pedidos-demonstracao.xlsx`, written by
 * `npm run gerar:planilha-pedidos -w @embarca/api`). Origin: the demo shipper's DC in São Paulo; destinations:
 * customers in São Paulo state, Paraná, Minas Gerais and Rio de Janeiro. Deterministic (seeded).
 */

export interface PedidoDemo {
  codigo: string;
  tipoFrete: TTipoFrete;
  agrupador: string | null;
  dhColeta: Date | null;
  dhEntrega: Date | null;
  pesoTotal: number;
  cubagemTotal: number;
  valorPedido: number;
  quantidadeVolumes: number;
  numeroNf: string;
  origem: {
    nome: string;
    documentoEmpresa: string;
    localidade: string;
    cidade: string;
    uf: string;
    latitude: number;
    longitude: number;
  };
  destino: { nome: string; localidade: string; cidade: string; uf: string };
}

/** The São Paulo DC (the shipped sheet's origin). */
export const ORIGEM_SAO_PAULO = {
  nome: 'CD Embarcador Demo',
  documentoEmpresa: '11222333000181',
  localidade: 'Av. Marginal do Tietê, 2000 — Vila Leopoldina',
  cidade: 'São Paulo',
  uf: 'SP',
  latitude: -23.5275,
  longitude: -46.7297,
};

/** The Curitiba DC (the seeded orders' origin: the demo administrator opens CD Curitiba first). */
export const ORIGEM_CURITIBA = {
  nome: 'CD Curitiba — Embarcador Demo',
  documentoEmpresa: '11222333000262',
  localidade: 'Rod. BR-116, 12000 — Fazendinha',
  cidade: 'Curitiba',
  uf: 'PR',
  latitude: -25.4707,
  longitude: -49.3176,
};

/** [customer, street, city, UF]: a few customers per city, so drafts share destinations. */
const DESTINOS: readonly (readonly [string, string, string, string])[] = [
  ['Supermercados Bom Preço', 'Rua Barão de Jaguara, 1200', 'Campinas', 'SP'],
  ['Atacadão Campineiro', 'Av. John Boyd Dunlop, 3500', 'Campinas', 'SP'],
  ['Farmácias Vida', 'Rua XV de Novembro, 450', 'Jundiaí', 'SP'],
  ['Casa & Construção Sorocaba', 'Av. Itavuvu, 900', 'Sorocaba', 'SP'],
  ['Distribuidora Vale do Paraíba', 'Av. Andrômeda, 2000', 'São José dos Campos', 'SP'],
  ['Mercado Ribeirão', 'Av. Presidente Vargas, 1500', 'Ribeirão Preto', 'SP'],
  ['Empório Santista', 'Rua Amador Bueno, 300', 'Santos', 'SP'],
  ['Rede Piracicaba', 'Av. Independência, 800', 'Piracicaba', 'SP'],
  ['Curitiba Alimentos', 'Rua João Negrão, 1100', 'Curitiba', 'PR'],
  ['Paraná Atacado', 'Av. das Torres, 2500', 'São José dos Pinhais', 'PR'],
  ['Londrina Comercial', 'Av. Higienópolis, 600', 'Londrina', 'PR'],
  ['Mineira Distribuição', 'Av. Amazonas, 4000', 'Belo Horizonte', 'MG'],
  ['Carioca Atacadista', 'Av. Brasil, 15000', 'Rio de Janeiro', 'RJ'],
];

const DIA = 86_400_000;

/** `n` orders coded `<prefixo>-001…`, collections from `inicio` over the next days (08:00 local). */
export function pedidosDeDemonstracao({
  prefixo,
  n,
  inicio,
  semente,
  origem = ORIGEM_SAO_PAULO,
}: {
  prefixo: string;
  n: number;
  inicio: Date;
  semente: number;
  origem?: PedidoDemo['origem'];
}): PedidoDemo[] {
  const sorteio = createPrng(semente);
  const base = new Date(inicio);
  base.setUTCHours(11, 0, 0, 0);
  return Array.from({ length: n }, (_, index) => {
    const [nome, localidade, cidade, uf] = DESTINOS[index % DESTINOS.length] as (typeof DESTINOS)[number];
    const longe = uf !== 'SP';
    const coleta = new Date(base.getTime() + sorteio.int(0, 3) * DIA);
    const volumes = sorteio.int(2, 24);
    const tipoFrete =
      index % 9 === 8 ? TipoFrete.FOB : index % 4 === 3 ? TipoFrete.FOBDirigido : TipoFrete.CIF;
    return {
      codigo: `${prefixo}-${String(index + 1).padStart(3, '0')}`,
      tipoFrete,
      // Two orders of a customer that must travel together (same invoice batch).
      agrupador:
        index % 13 === 1 || index % 13 === 2 ? `${prefixo}-LOTE-${Math.floor(index / 13) + 1}` : null,
      dhColeta: coleta,
      dhEntrega: new Date(coleta.getTime() + (longe ? 2 : 1) * DIA),
      pesoTotal: sorteio.decimal(longe ? 800 : 150, longe ? 6500 : 3200, 1),
      cubagemTotal: sorteio.decimal(0.8, 14, 2),
      valorPedido: sorteio.decimal(2500, 95_000, 2),
      quantidadeVolumes: volumes,
      numeroNf: String(sorteio.int(100_000, 999_999)),
      origem,
      destino: { nome, localidade, cidade, uf },
    };
  });
}
