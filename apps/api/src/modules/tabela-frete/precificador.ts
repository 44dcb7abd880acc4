import {
  type CargaParaPreco,
  type CoeficienteAntt,
  type ComponenteDaRegra,
  ESPECIFICIDADE_LOCAL,
  type LinhaDaTabela,
  ModoIcms,
  type OpcoesDePreco,
  ordenarPrecos,
  type PrecoDaTabela,
  parseFaixaCep,
  pesoTaxado,
  precificarCarga,
  type TabelaParaPreco,
  TipoLocalFrete,
  type TModalidade,
  type TModoIcms,
  type TTabelaAntt,
  type TTipoCargaAntt,
  type TTipoLocalFrete,
  type TTipoTarifa,
} from '@embarca/domain';
import type { Database } from '../../db/client';
import type { Tx } from '../cargas/carga.writer';
import {
  createTabelaFreteRepository,
  type LinhaRow,
  type LocalDaCotacao,
  type TabelaRow,
} from './tabela-frete.repository';

/** A place to price from or to: its municipality and UF, and the CEP when known. */
export interface LugarParaPreco {
  ibge: string;
  uf: string;
  cep: string | null;
}

/**
 * What the pricing of one load needs besides the places (`CargaParaPreco` without the regions); without a
 * cargo type (a load has none) each table's own ANTT cargo type prices the floor.
 */
export type CargaDoPrecificador = Omit<CargaParaPreco, 'destinoRegiaoIds' | 'tipoCargaAntt'> & {
  tipoCargaAntt: TTipoCargaAntt | null;
};

/** Which tables to price with: all in force (the quote), a carrier's (the award), or one version. */
export interface FiltroDeTabelas {
  modalidade?: TModalidade | null;
  /** undefined = any carrier; null = own fleet only. */
  transportadoraEmpresaId?: string | null;
  /** One table version, whatever its status (the saved quote's or the load's). */
  tabelaId?: string | null;
}

export interface ResultadoDoPrecificador {
  precos: PrecoDaTabela[];
  coeficientes: CoeficienteAntt[];
}

const cepNumero = (cep: string | null) => {
  const digitos = (cep ?? '').replace(/\D/g, '');
  return digitos.length === 8 ? Number(digitos) : null;
};

/** The region ids (of the company's active regions) that contain the place. */
function regioesDoLugar(
  regioes: readonly { id: string; itens: { tipo: number; valor: string }[] }[],
  lugar: LugarParaPreco,
): string[] {
  const cep = cepNumero(lugar.cep);
  return regioes
    .filter((regiao) =>
      regiao.itens.some((item) => {
        if (item.tipo === TipoLocalFrete.Uf) return item.valor === lugar.uf;
        if (item.tipo === TipoLocalFrete.Municipio) return item.valor === lugar.ibge;
        if (item.tipo === TipoLocalFrete.FaixaCep && cep !== null) {
          const faixa = parseFaixaCep(item.valor);
          return faixa !== null && cep >= faixa.inicio && cep <= faixa.fim;
        }
        return false;
      }),
    )
    .map((regiao) => regiao.id);
}

/** A stored line as the engine reads it. */
export function linhaDoEngine(linha: LinhaRow): LinhaDaTabela {
  return {
    id: linha.id,
    origemTipo: linha.origemTipo as TTipoLocalFrete,
    origemValor: linha.origemValor,
    destinoTipo: linha.destinoTipo as TTipoLocalFrete,
    destinoValor: linha.destinoValor,
    tipoVeiculoId: linha.tipoVeiculo,
    pesoInicialKg: linha.pesoInicial,
    pesoFinalKg: linha.pesoFinal,
    valor: linha.valor,
    excedentePorKg: linha.excedentePorKg,
    prazoDias: linha.prazoDias,
  };
}

function tabelaDoEngine(
  tabela: TabelaRow,
  transportadoraNome: string | null,
  regra: { modoIcms: number; componentes: unknown[] } | undefined,
): TabelaParaPreco {
  return {
    id: tabela.id,
    nome: tabela.nome,
    versao: tabela.versao,
    transportadoraEmpresaId: tabela.transportadoraEmpresaId,
    transportadoraNome: transportadoraNome ?? 'Frota própria',
    modalidade: tabela.modalidade as TModalidade,
    tipoTarifa: tabela.tipoTarifa as TTipoTarifa,
    fatorCubagem: tabela.fatorCubagem,
    freteMinimo: tabela.freteMinimo,
    // Without a rule the table charges its frete-peso only and ICMS is left out (não incide).
    modoIcms: (regra?.modoIcms ?? ModoIcms.NaoIncide) as TModoIcms,
    naoOfertarAbaixoDoPiso: tabela.naoOfertarAbaixoPiso,
    tabelaAntt: tabela.tabelaAntt as TTabelaAntt,
    componentes: (regra?.componentes ?? []) as ComponenteDaRegra[],
  };
}

/** Lane specificity of a line: a CEP range beats a municipality, a region, a UF (origin first). */
const especificidade = (linha: LinhaRow) =>
  ESPECIFICIDADE_LOCAL[linha.origemTipo as TTipoLocalFrete] * 10 +
  ESPECIFICIDADE_LOCAL[linha.destinoTipo as TTipoLocalFrete];

/**
 * Prices one load (or a quote's input) with every applicable table of the company: one query for the lines of
 * the tables in force whose lanes match the places, then the domain's `precificarCarga` per table — its
 * most specific lane first, a less specific one when the first has no line for the weight or vehicle.
 * Ranked cheapest first. The figures are decimal strings throughout.
 */
export async function precificar(
  handle: Database | Tx,
  ownerId: string,
  entrada: {
    origem: LugarParaPreco;
    destino: LugarParaPreco;
    carga: CargaDoPrecificador;
    data: string;
  },
  filtro: FiltroDeTabelas = {},
): Promise<ResultadoDoPrecificador> {
  const repository = createTabelaFreteRepository(handle);
  const regioes = await repository.regioesAtivas(ownerId);
  const local = (lugar: LugarParaPreco): LocalDaCotacao => ({
    ibge: lugar.ibge,
    uf: lugar.uf,
    cep: cepNumero(lugar.cep),
    regiaoIds: regioesDoLugar(regioes, lugar),
  });
  const origem = local(entrada.origem);
  const destino = local(entrada.destino);
  const [linhas, aliquotaIcms, coeficientesRows] = await Promise.all([
    repository.linhasAplicaveis(ownerId, entrada.data, origem, destino, filtro, {
      pesoTaxado: (tabela) => pesoTaxado(entrada.carga.pesoKg, entrada.carga.volumeM3, tabela.fatorCubagem),
      tipoVeiculoId: entrada.carga.tipoVeiculoId === null ? null : Number(entrada.carga.tipoVeiculoId),
    }),
    repository.aliquotaIcms(entrada.origem.uf, entrada.destino.uf),
    // No axles, no floor: the coefficients are by axle count.
    entrada.carga.eixos === null
      ? Promise.resolve([])
      : repository.coeficientesVigentes(entrada.data, entrada.carga.eixos),
  ]);
  const coeficientes: CoeficienteAntt[] = coeficientesRows.map((c) => ({
    tabela: c.tabela as TTabelaAntt,
    tipoCarga: c.tipoCarga as TTipoCargaAntt,
    eixos: c.eixos,
    ccd: c.ccd,
    cc: c.cc,
    vigenciaInicio: c.vigenciaInicio,
    vigenciaFim: c.vigenciaFim,
  }));

  const porTabela = new Map<
    string,
    { tabela: TabelaRow; transportadoraNome: string | null; linhas: LinhaRow[] }
  >();
  for (const row of linhas) {
    const grupo = porTabela.get(row.tabela.id) ?? {
      tabela: row.tabela,
      transportadoraNome: row.transportadoraNome,
      linhas: [],
    };
    grupo.linhas.push(row.linha);
    porTabela.set(row.tabela.id, grupo);
  }
  const regraIds = [
    ...new Set([...porTabela.values()].map((g) => g.tabela.regraId).filter((id) => id !== null)),
  ];
  const regras = new Map((await repository.regrasPorId(regraIds)).map((regra) => [regra.id, regra]));

  const opcoes: OpcoesDePreco = { aliquotaIcms, coeficientes, data: entrada.data };
  const precos: PrecoDaTabela[] = [];
  for (const grupo of porTabela.values()) {
    const tabela = tabelaDoEngine(
      grupo.tabela,
      grupo.transportadoraNome,
      grupo.tabela.regraId ? regras.get(grupo.tabela.regraId) : undefined,
    );
    const carga: CargaParaPreco = {
      ...entrada.carga,
      tipoCargaAntt: entrada.carga.tipoCargaAntt ?? (grupo.tabela.tipoCargaAntt as TTipoCargaAntt),
      destinoRegiaoIds: [...destino.regiaoIds],
    };
    const faixas = new Map<number, LinhaRow[]>();
    for (const linha of grupo.linhas) {
      const chave = especificidade(linha);
      faixas.set(chave, [...(faixas.get(chave) ?? []), linha]);
    }
    for (const chave of [...faixas.keys()].sort((a, b) => b - a)) {
      const preco = precificarCarga(carga, tabela, (faixas.get(chave) ?? []).map(linhaDoEngine), opcoes);
      if (preco) {
        precos.push(preco);
        break;
      }
    }
  }
  return { precos: ordenarPrecos(precos), coeficientes };
}
