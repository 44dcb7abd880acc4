import { randomUUID } from 'node:crypto';
import {
  CalculoComponente,
  Modalidade,
  ModoIcms,
  StatusTabelaFrete,
  TipoComponenteFrete,
  TipoLocalFrete,
  TipoLookup,
  TipoTarifa,
  type TModalidade,
  type TTabelaFreteLinhaRequest,
  type TTipoTarifa,
} from '@embarca/domain';
import { regioesFrete, regrasCalculoFrete, tabelasFrete } from '../db/schema';
import { prepararLinhas } from '../modules/tabela-frete/linhas';
import { createTabelaFreteRepository } from '../modules/tabela-frete/tabela-frete.repository';
import type { Tx } from './builders';
import { LOOKUPS } from './demo-catalog';

/**
 * Freight tables of the demo shipper (issue 19), so the quote São Paulo → Curitiba shows on first start:
 * three regions, two calculation rules and five active tables — Transportadora Demo's lotação by vehicle
 * type, Rodoviário Sul per tonne (never offered below the ANTT floor), Expresso Nordeste's fracionado by
 * weight bands with cubage, and the own fleet per km — plus a draft for the spreadsheet import. With 12 t on
 * a 5-axle vehicle the per-tonne and per-km prices fall below the floor, which the quote flags.
 * Validity from the seed's January 1st; deterministic.
 */

/** Municipalities by IBGE code. */
const IBGE = {
  saoPaulo: '3550308',
  guarulhos: '3518800',
  osasco: '3534401',
  santoAndre: '3547809',
  campinas: '3509502',
  curitiba: '4106902',
  rioDeJaneiro: '3304557',
  beloHorizonte: '3106200',
} as const;

const uf = (valor: string) => ({ tipo: TipoLocalFrete.Uf, valor });
const municipio = (valor: string) => ({ tipo: TipoLocalFrete.Municipio, valor });

type Lane = Omit<TTabelaFreteLinhaRequest, 'valor'> & { valor: string };

const lane = (
  origem: [number, string],
  destino: [number, string],
  valor: string,
  extra: Partial<TTabelaFreteLinhaRequest> = {},
): Lane => ({
  origemTipo: origem[0] as Lane['origemTipo'],
  origemValor: origem[1],
  destinoTipo: destino[0] as Lane['destinoTipo'],
  destinoValor: destino[1],
  valor,
  ...extra,
});

export async function seedTabelasFrete(
  tx: Tx,
  {
    shipperOwnerId,
    carrierAtShipperEmpresaId,
    expressoSulEmpresaId,
    outrasTransportadoras,
    now,
  }: {
    shipperOwnerId: string;
    carrierAtShipperEmpresaId: string;
    /** The second carrier on the platform (issue 20): its table puts it in the waterfall of the lane. */
    expressoSulEmpresaId: string;
    /** Rodoviário Sul and Expresso Nordeste (the shipper's other carriers). */
    outrasTransportadoras: readonly { empresaId: string }[];
    now: Date;
  },
): Promise<void> {
  const inicio = `${now.getUTCFullYear()}-01-01`;
  const [grandeSp, sul, interiorSp] = await tx
    .insert(regioesFrete)
    .values([
      {
        ownerId: shipperOwnerId,
        nome: 'Grande São Paulo',
        itens: [IBGE.saoPaulo, IBGE.guarulhos, IBGE.osasco, IBGE.santoAndre].map(municipio),
      },
      { ownerId: shipperOwnerId, nome: 'Sul', itens: ['PR', 'SC', 'RS'].map(uf) },
      {
        ownerId: shipperOwnerId,
        nome: 'Interior de SP',
        itens: [{ tipo: TipoLocalFrete.FaixaCep, valor: '13000000-19999999' }],
      },
    ])
    .returning();
  const [lotacao, fracionado] = await tx
    .insert(regrasCalculoFrete)
    .values([
      {
        ownerId: shipperOwnerId,
        nome: 'Padrão lotação',
        modoIcms: ModoIcms.Adicionado,
        componentes: [
          componente(TipoComponenteFrete.AdValorem, CalculoComponente.PercentualMercadoria, '0.30', '50.00'),
          componente(TipoComponenteFrete.Gris, CalculoComponente.PercentualMercadoria, '0.15', '30.00'),
          componente(TipoComponenteFrete.Pedagio, CalculoComponente.PorEixo, '18.50', null),
          componente(TipoComponenteFrete.Descarga, CalculoComponente.ValorFixo, '150.00', null),
        ],
      },
      {
        ownerId: shipperOwnerId,
        nome: 'Padrão fracionado',
        modoIcms: ModoIcms.Adicionado,
        componentes: [
          componente(TipoComponenteFrete.AdValorem, CalculoComponente.PercentualMercadoria, '0.50', '25.00'),
          componente(TipoComponenteFrete.Gris, CalculoComponente.PercentualMercadoria, '0.30', '15.00'),
          componente(TipoComponenteFrete.Pedagio, CalculoComponente.PorFracao100Kg, '4.20', null),
          componente(TipoComponenteFrete.Despacho, CalculoComponente.ValorFixo, '45.00', null),
          {
            ...componente(TipoComponenteFrete.Tde, CalculoComponente.PercentualFretePeso, '20', '80.00'),
            regiaoDestinoIds: [interiorSp!.id],
          },
        ],
      },
    ])
    .returning();

  const sp = (id: string): [number, string] => [TipoLocalFrete.Municipio, id];
  const estado = (sigla: string): [number, string] => [TipoLocalFrete.Uf, sigla];
  const regiao = (id: string): [number, string] => [TipoLocalFrete.Regiao, id];
  const [rodoviarioSul, expressoNordeste] = outrasTransportadoras;
  const tabelas: {
    nome: string;
    transportadoraEmpresaId: string | null;
    modalidade: TModalidade;
    tipoTarifa: TTipoTarifa;
    regraId: string | null;
    fatorCubagem?: string;
    freteMinimo?: string;
    naoOfertarAbaixoPiso?: boolean;
    status: number;
    linhas: Lane[];
  }[] = [
    {
      nome: 'Transportadora Demo — Lotação Sul/Sudeste',
      transportadoraEmpresaId: carrierAtShipperEmpresaId,
      modalidade: Modalidade.Lotacao,
      tipoTarifa: TipoTarifa.Fixo,
      regraId: lotacao!.id,
      status: StatusTabelaFrete.Ativa,
      linhas: [
        lane(regiao(grandeSp!.id), sp(IBGE.curitiba), '3900', { prazoDias: 1 }),
        lane(regiao(grandeSp!.id), sp(IBGE.curitiba), '2700', { tipoVeiculoId: 1, prazoDias: 1 }),
        lane(regiao(grandeSp!.id), regiao(sul!.id), '4600', { prazoDias: 2 }),
        lane(regiao(grandeSp!.id), sp(IBGE.rioDeJaneiro), '3300', { prazoDias: 1 }),
        lane(regiao(grandeSp!.id), sp(IBGE.beloHorizonte), '3500', { prazoDias: 1 }),
        lane(estado('SP'), estado('SP'), '1900', { prazoDias: 1 }),
      ],
    },
    {
      nome: 'Expresso Sul — Lotação Sul',
      transportadoraEmpresaId: expressoSulEmpresaId,
      modalidade: Modalidade.Lotacao,
      tipoTarifa: TipoTarifa.Fixo,
      regraId: lotacao!.id,
      status: StatusTabelaFrete.Ativa,
      linhas: [
        lane(regiao(grandeSp!.id), sp(IBGE.curitiba), '4150', { prazoDias: 1 }),
        lane(regiao(grandeSp!.id), regiao(sul!.id), '4800', { prazoDias: 2 }),
      ],
    },
    {
      nome: 'Rodoviário Sul — Lotação por tonelada',
      transportadoraEmpresaId: rodoviarioSul?.empresaId ?? null,
      modalidade: Modalidade.Lotacao,
      tipoTarifa: TipoTarifa.PorTonelada,
      regraId: lotacao!.id,
      naoOfertarAbaixoPiso: true,
      status: StatusTabelaFrete.Ativa,
      linhas: [
        lane(estado('SP'), estado('PR'), '230', { prazoDias: 2 }),
        lane(estado('SP'), estado('SC'), '265', { prazoDias: 2 }),
        lane(estado('SP'), estado('RS'), '310', { prazoDias: 3 }),
      ],
    },
    {
      nome: 'Expresso Nordeste — Fracionado',
      transportadoraEmpresaId: expressoNordeste?.empresaId ?? null,
      modalidade: Modalidade.Fracionada,
      tipoTarifa: TipoTarifa.Fixo,
      regraId: fracionado!.id,
      fatorCubagem: '300',
      freteMinimo: '85.00',
      status: StatusTabelaFrete.Ativa,
      linhas: [
        ['PR', 1],
        ['SC', 1.1],
        ['RJ', 0.9],
        ['MG', 0.95],
        ['SP', 0.7],
      ].flatMap(([destino, fator]) =>
        (
          [
            ['0', '100', 95],
            ['100.001', '500', 240],
            ['500.001', '1000', 410],
            ['1000.001', '3000', 980],
          ] as const
        ).map(([de, ate, valor], indice, faixas) =>
          lane(estado('SP'), estado(String(destino)), (valor * Number(fator)).toFixed(2), {
            pesoInicialKg: de,
            pesoFinalKg: ate,
            prazoDias: 3,
            ...(indice === faixas.length - 1 ? { excedentePorKg: (0.28 * Number(fator)).toFixed(4) } : {}),
          }),
        ),
      ),
    },
    {
      nome: 'Frota própria — Lotação por km',
      transportadoraEmpresaId: null,
      modalidade: Modalidade.Lotacao,
      tipoTarifa: TipoTarifa.ValorPorKm,
      regraId: null,
      status: StatusTabelaFrete.Ativa,
      // Both DCs' own trucks: São Paulo's and Curitiba's (the load formation's demo orders leave Curitiba).
      linhas: [
        lane(estado('SP'), estado('PR'), '6.50'),
        lane(estado('SP'), estado('SP'), '7.20'),
        lane(estado('PR'), estado('SP'), '6.80'),
        lane(estado('PR'), estado('PR'), '7.00'),
      ],
    },
    {
      nome: 'Transportadora Demo — Lotação 2027',
      transportadoraEmpresaId: carrierAtShipperEmpresaId,
      modalidade: Modalidade.Lotacao,
      tipoTarifa: TipoTarifa.Fixo,
      regraId: lotacao!.id,
      status: StatusTabelaFrete.Rascunho,
      linhas: [],
    },
  ];

  const catalogo = {
    regioes: [grandeSp!, sul!, interiorSp!].map(({ id, nome }) => ({ id, nome })),
    tiposVeiculo: LOOKUPS[TipoLookup.TipoVeiculo].map(([valor, texto]) => ({ valor, texto })),
  };
  const repository = createTabelaFreteRepository(tx);
  for (const tabela of tabelas) {
    const id = randomUUID();
    await tx.insert(tabelasFrete).values({
      id,
      familiaId: id,
      ownerId: shipperOwnerId,
      nome: tabela.nome,
      transportadoraEmpresaId: tabela.transportadoraEmpresaId,
      modalidade: tabela.modalidade,
      tipoTarifa: tabela.tipoTarifa,
      regraId: tabela.regraId,
      fatorCubagem: tabela.fatorCubagem ?? null,
      freteMinimo: tabela.freteMinimo ?? null,
      naoOfertarAbaixoPiso: tabela.naoOfertarAbaixoPiso ?? false,
      status: tabela.status,
      vigenciaInicio: inicio,
    });
    const { novas, problemas } = prepararLinhas(tabela.linhas, catalogo, tabela.modalidade);
    if (problemas.length > 0) throw new Error(`Tabela de frete demo inválida: ${JSON.stringify(problemas)}`);
    await repository.substituirLinhas({ id, ownerId: shipperOwnerId }, novas);
  }
}

function componente(tipo: number, calculo: number, valor: string, minimo: string | null) {
  return { tipo, nome: null, calculo, valor, minimo, regiaoDestinoIds: [] as string[] };
}
