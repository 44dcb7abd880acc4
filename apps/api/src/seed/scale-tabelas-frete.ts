import { randomUUID } from 'node:crypto';
import {
  CalculoComponente,
  cnpjCheckDigits,
  Modalidade,
  ModoIcms,
  StatusTabelaFrete,
  TipoComponenteFrete,
  TipoEmpresa,
  TipoLocalFrete,
  TipoTarifa,
  type TModalidade,
  type TTipoLocalFrete,
  type TTipoTarifa,
  UFS,
} from '@embarca/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { empresas, regioesFrete, regrasCalculoFrete, tabelasFrete } from '../db/schema/index';
import {
  buscarMunicipios,
  distanciaEntreMunicipiosKm,
  type Municipio,
  municipioPorIbge,
} from '../lib/municipios/municipios';
import { PLACES, type Place, placeAddress, VINCULO } from './demo-catalog';
import { createPrng, type Prng } from './prng';

/**
 * The freight tables of one scale tenant (issue 19's benchmark: a quote against 50 active tables of 5,000
 * lines): partner carriers, the company's regions and calculation rules, and `tabelas` active tables of
 * `linhasPorTabela` lines each (lane × weight band), written with one `unnest` insert per table. The lanes
 * are what a shipper's price list holds: UF → UF, its own cities (those of the scale loads) → municipalities
 * across the country, and region lanes; every table also has São Paulo/SP → Curitiba/PR as a municipality
 * lane, SP → PR as a UF lane and Sudeste → Sul as a region lane, so each one prices that quote. Deterministic
 * (one seeded PRNG per table); prices grow with the lane's estimated road distance and the band's weight.
 */
export interface ScaleTabelasFreteOptions {
  tabelas: number;
  linhasPorTabela: number;
}

/** The quote every scale table prices (bench scenario (q)): São Paulo/SP → Curitiba/PR. */
const ROTA_DA_COTACAO_DE_ESCALA = { origemIbge: '3550308', destinoIbge: '4106902' } as const;

const CARRIERS = [
  'Rota Sul',
  'Expresso Paulista',
  'Translog Cerrado',
  'Via Nordeste',
  'Rodoviário Serra Azul',
  'Cargas Paraná',
  'TransMinas',
  'Expresso Atlântico',
  'Norte Sul Logística',
] as const;

/** Weight bands (kg, inclusive; the next starts 1 g above), the last one charging the excess per kg. */
type Faixa = readonly [inicio: number, fim: number];
const FAIXAS: Record<TModalidade, readonly Faixa[]> = {
  [Modalidade.Fracionada]: [
    [0, 30],
    [30.001, 50],
    [50.001, 100],
    [100.001, 200],
    [200.001, 500],
    [500.001, 1000],
    [1000.001, 3000],
    [3000.001, 6000],
    [6000.001, 12000],
    [12000.001, 20000],
  ],
  [Modalidade.Compartilhada]: [
    [0, 1000],
    [1000.001, 5000],
    [5000.001, 10000],
    [10000.001, 20000],
    [20000.001, 32000],
  ],
  [Modalidade.Lotacao]: [
    [0, 8000],
    [8000.001, 14000],
    [14000.001, 27000],
    [27000.001, 37000],
  ],
};

const REGIOES: readonly { nome: string; itens: { tipo: TTipoLocalFrete; valor: string }[] }[] = [
  { nome: 'Sudeste', itens: ['SP', 'RJ', 'MG', 'ES'].map((uf) => ({ tipo: TipoLocalFrete.Uf, valor: uf })) },
  { nome: 'Sul', itens: ['PR', 'SC', 'RS'].map((uf) => ({ tipo: TipoLocalFrete.Uf, valor: uf })) },
  {
    nome: 'Centro-Oeste',
    itens: ['DF', 'GO', 'MT', 'MS'].map((uf) => ({ tipo: TipoLocalFrete.Uf, valor: uf })),
  },
  {
    nome: 'Nordeste',
    itens: ['AL', 'BA', 'CE', 'MA', 'PB', 'PE', 'PI', 'RN', 'SE'].map((uf) => ({
      tipo: TipoLocalFrete.Uf,
      valor: uf,
    })),
  },
  {
    nome: 'Norte',
    itens: ['AC', 'AP', 'AM', 'PA', 'RO', 'RR', 'TO'].map((uf) => ({ tipo: TipoLocalFrete.Uf, valor: uf })),
  },
  {
    nome: 'Capitais do Sul',
    itens: ['4106902', '4205407', '4314902'].map((ibge) => ({ tipo: TipoLocalFrete.Municipio, valor: ibge })),
  },
  { nome: 'Grande Curitiba (CEP)', itens: [{ tipo: TipoLocalFrete.FaixaCep, valor: '80000000-83999999' }] },
];

interface Ponto {
  latitude: number;
  longitude: number;
}

/** A lane end as stored, with a point to estimate distances from. */
interface Local {
  tipo: TTipoLocalFrete;
  valor: string;
  ponto: Ponto;
}

interface Linha {
  origem: Local;
  destino: Local;
}

function media(pontos: readonly Ponto[]): Ponto {
  const soma = pontos.reduce(
    (acc, p) => ({ latitude: acc.latitude + p.latitude, longitude: acc.longitude + p.longitude }),
    {
      latitude: 0,
      longitude: 0,
    },
  );
  return { latitude: soma.latitude / pontos.length, longitude: soma.longitude / pontos.length };
}

/** Road distance estimate between two points (km), never under 60 (a lane inside one city or UF). */
function distanciaKm(a: Ponto, b: Ponto): number {
  const municipio = (ponto: Ponto): Municipio => ({ ibge: '', nome: '', uf: '', coordenada: ponto });
  return Math.max(60, distanciaEntreMunicipiosKm(municipio(a), municipio(b)));
}

/** What a lane generator needs: the country's municipalities, the UFs' centres, the company's regions and cities. */
interface Geografia {
  municipios: Municipio[];
  /** Municipalities of the South and Southeast (most of a shipper's destinations). */
  municipiosSulSudeste: Municipio[];
  ufs: Local[];
  regioes: Local[];
  /** The shipper's own cities (the scale loads' cities): the origins of its municipality lanes. */
  cidades: Local[];
}

function geografia(regioes: readonly { id: string; nome: string }[]): Geografia {
  const porUf = new Map<string, Municipio[]>();
  for (const uf of UFS) {
    porUf.set(
      uf,
      buscarMunicipios(null, { uf, limite: 10_000 }).flatMap((m) => {
        const municipio = municipioPorIbge(m.ibge);
        return municipio ? [municipio] : [];
      }),
    );
  }
  const centro = (uf: string) => media((porUf.get(uf) ?? []).map((m) => m.coordenada));
  const ufs = UFS.map((uf): Local => ({ tipo: TipoLocalFrete.Uf, valor: uf, ponto: centro(uf) }));
  const cidades = [
    ...new Map(Object.values(PLACES).map((place: Place) => [place.codigoIbge, place])).values(),
  ].map(
    (place): Local => ({
      tipo: TipoLocalFrete.Municipio,
      valor: place.codigoIbge,
      ponto: { latitude: place.latitude, longitude: place.longitude },
    }),
  );
  const regiaoLocal = REGIOES.map((regiao) => {
    const id = regioes.find((r) => r.nome === regiao.nome)?.id;
    if (!id) throw new Error(`região ${regiao.nome} não criada`);
    const pontos = regiao.itens.flatMap((item) =>
      item.tipo === TipoLocalFrete.Uf
        ? [centro(item.valor)]
        : item.tipo === TipoLocalFrete.Municipio
          ? [municipioPorIbge(item.valor)?.coordenada ?? centro('PR')]
          : [centro('PR')],
    );
    return { tipo: TipoLocalFrete.Regiao, valor: id, ponto: media(pontos) } satisfies Local;
  });
  const sulSudeste = new Set(['SP', 'RJ', 'MG', 'ES', 'PR', 'SC', 'RS']);
  const municipios = [...porUf.values()].flat();
  return {
    municipios,
    municipiosSulSudeste: municipios.filter((m) => sulSudeste.has(m.uf)),
    ufs,
    regioes: regiaoLocal,
    cidades,
  };
}

const municipioLocal = (m: Municipio): Local => ({
  tipo: TipoLocalFrete.Municipio,
  valor: m.ibge,
  ponto: m.coordenada,
});

/**
 * `quantas` distinct lanes of one table: the three lanes of the benchmark quote first, then ~15 % UF → UF,
 * ~5 % region lanes (region ↔ region or UF) and the rest from the shipper's cities (São Paulo the busiest) to
 * municipalities, 60 % of them in the South and Southeast.
 */
function lanes(prng: Prng, geo: Geografia, quantas: number): Linha[] {
  const uf = (sigla: string) => geo.ufs.find((local) => local.valor === sigla) as Local;
  const regiao = (nome: string) => {
    const indice = REGIOES.findIndex((r) => r.nome === nome);
    return geo.regioes[indice] as Local;
  };
  const sp = municipioPorIbge(ROTA_DA_COTACAO_DE_ESCALA.origemIbge);
  const curitiba = municipioPorIbge(ROTA_DA_COTACAO_DE_ESCALA.destinoIbge);
  if (!sp || !curitiba) throw new Error('São Paulo/SP ou Curitiba/PR fora da lista de municípios');
  const escolhidas = new Map<string, Linha>();
  const add = (origem: Local, destino: Local) => {
    const chave = `${origem.tipo}:${origem.valor}>${destino.tipo}:${destino.valor}`;
    if (!escolhidas.has(chave)) escolhidas.set(chave, { origem, destino });
  };
  add(municipioLocal(sp), municipioLocal(curitiba));
  add(uf('SP'), uf('PR'));
  add(regiao('Sudeste'), regiao('Sul'));
  const saoPaulo = geo.cidades.find((cidade) => cidade.valor === sp.ibge) as Local;
  let tentativas = 0;
  while (escolhidas.size < quantas && tentativas < quantas * 50) {
    tentativas += 1;
    const sorteio = prng.next();
    if (sorteio < 0.15) add(prng.pick(geo.ufs), prng.pick(geo.ufs));
    else if (sorteio < 0.2) {
      const forma = prng.int(0, 2);
      if (forma === 0) add(prng.pick(geo.regioes), prng.pick(geo.regioes));
      else if (forma === 1) add(prng.pick(geo.regioes), prng.pick(geo.ufs));
      else add(prng.pick(geo.ufs), prng.pick(geo.regioes));
    } else {
      const origem = prng.chance(0.35) ? saoPaulo : prng.pick(geo.cidades);
      const destino = prng.chance(0.6) ? prng.pick(geo.municipiosSulSudeste) : prng.pick(geo.municipios);
      if (destino.ibge !== origem.valor) add(origem, municipioLocal(destino));
    }
  }
  return [...escolhidas.values()];
}

/** A table's header: carrier (or own fleet), modality, tariff type and its rule. */
interface Cabecalho {
  indice: number;
  modalidade: TModalidade;
  tipoTarifa: TTipoTarifa;
  /** A price level of the carrier (0.85 … 1.25): tables of the same lane differ. */
  fator: number;
}

/** The line's price by the table's tariff type: per trip (Fixo), per tonne, per km. */
function valorDaLinha(cabecalho: Cabecalho, faixa: Faixa, km: number): number {
  const toneladas = faixa[1] / 1000;
  switch (cabecalho.tipoTarifa) {
    case TipoTarifa.PorTonelada:
      return (45 + km * 0.3 * (1 + 2 / Math.max(toneladas, 0.5))) * cabecalho.fator;
    case TipoTarifa.ValorPorKm:
      return (2.2 + toneladas * 0.22) * cabecalho.fator;
    default:
      return (150 + km * (1.2 + 0.35 * toneladas)) * cabecalho.fator;
  }
}

const decimal = (valor: number, casas: number) => valor.toFixed(casas);

/** Creates the tenant's carriers, regions, rules and freight tables (nothing when `tabelas` is 0). */
export async function insertScaleTabelasFrete(
  db: Database,
  ownerId: string,
  { tabelas, linhasPorTabela }: ScaleTabelasFreteOptions,
  progress: (message: string) => void = () => {},
): Promise<void> {
  if (tabelas <= 0 || linhasPorTabela <= 0) return;
  const places = Object.values(PLACES) as Place[];
  const carriers = await db
    .insert(empresas)
    .values(
      CARRIERS.map((nome, k) => {
        const cnpjBase = `8${String(k + 1).padStart(11, '0')}`;
        return {
          ownerId,
          nome: `${nome} Transportes Ltda`,
          nomeFantasia: nome,
          cnpj: `${cnpjBase}${cnpjCheckDigits(cnpjBase)}`,
          tipo: TipoEmpresa.Transportadora,
          tipoVinculo: VINCULO.Transportadora,
          ...placeAddress(places[k % places.length] as Place),
        };
      }),
    )
    .returning({ id: empresas.id });
  const regioes = await db
    .insert(regioesFrete)
    .values(REGIOES.map((regiao) => ({ ownerId, nome: regiao.nome, itens: regiao.itens })))
    .returning({ id: regioesFrete.id, nome: regioesFrete.nome });
  const norteNordeste = regioes.filter((r) => r.nome === 'Norte' || r.nome === 'Nordeste').map((r) => r.id);
  const componente = (
    tipo: number,
    calculo: number,
    valor: string,
    minimo: string | null,
    regiaoDestinoIds: string[] = [],
  ) => ({ tipo, nome: null, calculo, valor, minimo, regiaoDestinoIds });
  const regras = await db
    .insert(regrasCalculoFrete)
    .values([
      {
        ownerId,
        nome: 'GRIS e pedágio (ICMS por dentro)',
        modoIcms: ModoIcms.Adicionado,
        componentes: [
          componente(TipoComponenteFrete.Gris, CalculoComponente.PercentualMercadoria, '0.3', '15.00'),
          componente(TipoComponenteFrete.Pedagio, CalculoComponente.PorEixo, '11.2', null),
        ],
      },
      {
        ownerId,
        nome: 'Fracionado: ad valorem, GRIS, despacho e TDE',
        modoIcms: ModoIcms.Incluso,
        componentes: [
          componente(TipoComponenteFrete.AdValorem, CalculoComponente.PercentualMercadoria, '0.5', '25.00'),
          componente(TipoComponenteFrete.Gris, CalculoComponente.PercentualMercadoria, '0.2', '10.00'),
          componente(TipoComponenteFrete.Despacho, CalculoComponente.ValorFixo, '45', null),
          componente(
            TipoComponenteFrete.Tde,
            CalculoComponente.PercentualFretePeso,
            '20',
            '95.00',
            norteNordeste,
          ),
        ],
      },
      {
        ownerId,
        nome: 'Pedágio por eixo',
        modoIcms: ModoIcms.NaoIncide,
        componentes: [componente(TipoComponenteFrete.Pedagio, CalculoComponente.PorEixo, '9.8', null)],
      },
    ])
    .returning({ id: regrasCalculoFrete.id });

  const geo = geografia(regioes);
  const modalidades = [Modalidade.Fracionada, Modalidade.Lotacao, Modalidade.Compartilhada] as const;
  const nomesModalidade: Record<TModalidade, string> = {
    [Modalidade.Lotacao]: 'Lotação',
    [Modalidade.Compartilhada]: 'Compartilhada',
    [Modalidade.Fracionada]: 'Fracionado',
  };
  for (let indice = 0; indice < tabelas; indice += 1) {
    const prng = createPrng(19_000 + indice);
    const modalidade = modalidades[indice % modalidades.length] as TModalidade;
    const tipoTarifa =
      modalidade === Modalidade.Lotacao && indice % 2 === 0
        ? TipoTarifa.ValorPorKm
        : indice % 5 === 1
          ? TipoTarifa.PorTonelada
          : TipoTarifa.Fixo;
    const cabecalho: Cabecalho = { indice, modalidade, tipoTarifa, fator: prng.decimal(0.85, 1.25, 3) };
    // One table in ten is the shipper's own fleet; the others are spread over the carriers.
    const carrier = indice % 10 === 9 ? null : (carriers[indice % carriers.length]?.id ?? null);
    const regra = indice % 4 === 3 ? null : (regras[indice % regras.length]?.id ?? null);
    const carrierNome = carrier === null ? 'Frota própria' : CARRIERS[indice % carriers.length];
    const id = randomUUID();
    await db.insert(tabelasFrete).values({
      id,
      ownerId,
      familiaId: id,
      versao: 1,
      nome: `${carrierNome} — ${nomesModalidade[modalidade]} ${String(indice + 1).padStart(2, '0')}`,
      transportadoraEmpresaId: carrier,
      modalidade,
      tipoTarifa,
      regraId: regra,
      fatorCubagem: modalidade === Modalidade.Fracionada ? '300' : null,
      freteMinimo: modalidade === Modalidade.Lotacao ? null : decimal(80 + (indice % 5) * 15, 2),
      naoOfertarAbaixoPiso: modalidade === Modalidade.Lotacao && indice % 6 === 1,
      status: StatusTabelaFrete.Ativa,
      vigenciaInicio: sql`current_date - ${10 + indice}::int`,
      vigenciaFim: indice % 3 === 0 ? sql`current_date + 365` : null,
      observacoes: 'Tabela de escala (npm run seed:scale)',
      qtdLinhas: linhasPorTabela,
    });

    const faixas = FAIXAS[modalidade];
    // Money in cents; a price per km with 4 decimals.
    const casas = tipoTarifa === TipoTarifa.ValorPorKm ? 4 : 2;
    const linhas = lanes(prng, geo, Math.ceil(linhasPorTabela / faixas.length)).flatMap((lane) =>
      faixas.map((faixa, f) => ({ lane, faixa, ultima: f === faixas.length - 1 })),
    );
    const rows = linhas.slice(0, linhasPorTabela);
    const km = rows.map(({ lane }) => distanciaKm(lane.origem.ponto, lane.destino.ponto));
    await db.execute(sql`
      insert into tabela_frete_linhas (tabela_id, owner_id, ordem, origem_tipo, origem_valor, destino_tipo, destino_valor,
        peso_inicial, peso_final, valor, excedente_por_kg, prazo_dias)
      select ${id}::uuid, ${ownerId}::uuid, l.ordem, l.origem_tipo, l.origem_valor, l.destino_tipo, l.destino_valor,
        l.peso_inicial, l.peso_final, l.valor, l.excedente, l.prazo
      from unnest(
        ${sql.param(rows.map((_, i) => i + 1))}::int[],
        ${sql.param(rows.map((row) => row.lane.origem.tipo))}::smallint[],
        ${sql.param(rows.map((row) => row.lane.origem.valor))}::text[],
        ${sql.param(rows.map((row) => row.lane.destino.tipo))}::smallint[],
        ${sql.param(rows.map((row) => row.lane.destino.valor))}::text[],
        ${sql.param(rows.map((row) => decimal(row.faixa[0], 3)))}::numeric[],
        ${sql.param(rows.map((row) => decimal(row.faixa[1], 3)))}::numeric[],
        ${sql.param(rows.map((row, i) => decimal(valorDaLinha(cabecalho, row.faixa, km[i] ?? 60), casas)))}::numeric[],
        ${sql.param(rows.map((row, i) => (row.ultima ? decimal(((km[i] ?? 60) / 1000) * 0.35 * cabecalho.fator, 4) : null)))}::numeric[],
        ${sql.param(rows.map((_, i) => Math.ceil((km[i] ?? 60) / 450) + (modalidade === Modalidade.Fracionada ? 2 : 1)))}::int[]
      ) as l(ordem, origem_tipo, origem_valor, destino_tipo, destino_valor, peso_inicial, peso_final, valor, excedente, prazo)`);
    if ((indice + 1) % 10 === 0 || indice + 1 === tabelas)
      progress(`tabelas de frete: ${indice + 1}/${tabelas} (${linhasPorTabela} linhas cada)`);
  }
  await db.execute(sql`analyze tabelas_frete`);
  await db.execute(sql`analyze tabela_frete_linhas`);
}
