import {
  Modalidade,
  type TCadastroCargaValores,
  type TDadosEdicaoCarga,
  type TModalidade,
  type TTipoFrete,
  type TTipoRota,
  type TTipoTarifa,
  type TUnidadeMedida,
  type TVisibilidadeCarga,
  VisibilidadeCarga,
} from '@embarca/domain';
import type { CargaAcessada } from '../carga.access';
import type { CargasContext } from '../cargas.context';
import { createCadastroRepository } from './cadastro.repository';

/** The stored load as the register form's values (dadosEdicao's `dados`; the edit compares against them). */

const numero = (value: string | null) => (value === null ? undefined : Number(value));
const opcional = <T>(value: T | null) => value ?? undefined;

/** The stored load as the form's values (dadosEdicao's `dados`; the edit compares against them). */
export async function valoresDaCarga(
  ctx: CargasContext,
  carga: CargaAcessada,
): Promise<{ dados: TCadastroCargaValores; entregas: TDadosEdicaoCarga['entregas'] }> {
  const [rotas, documentosPorCarga, itens, direcionadas] = await Promise.all([
    ctx.readModel.rotas([carga.id]),
    ctx.readModel.documentos([carga.id]),
    ctx.readModel.itens([carga.id]),
    carga.visibilidade === VisibilidadeCarga.Direcionada
      ? createCadastroRepository(ctx.db).listDirecionadas(carga.id)
      : Promise.resolve([]),
  ]);
  const documentos = documentosPorCarga.get(carga.id) ?? [];
  const dados: TCadastroCargaValores = {
    carga: {
      tipoFrete: carga.tipoFrete as TTipoFrete,
      // The form requires a modalidade; a load stored without one (older data) opens as Lotação.
      modalidade: (carga.modalidade ?? Modalidade.Lotacao) as TModalidade,
      caracteristicaId: opcional(carga.caracteristicaId),
      pesoBruto: numero(carga.peso) ?? 0,
      volume: numero(carga.volume),
      volumeUnidade: carga.volumeUnidade as TUnidadeMedida,
      acondicionamentoQtd: opcional(carga.quantidade),
      acondicionamento: opcional(carga.acondicionamento),
      codIdentificador: opcional(carga.codigoIdentificador),
      valorCarga: numero(carga.valorCarga),
    },
    pagamento: {
      valorFrete: numero(carga.valorFrete),
      valorTotalFrete: numero(carga.valorTotalFrete),
      impostoSuspenso: carga.impostoSuspenso,
      tipoTarifa: opcional(carga.tipoTarifa) as TTipoTarifa | undefined,
      tabelaFreteId: opcional(carga.tabelaFreteId),
    },
    contatos: {
      contato: opcional(carga.contato),
      telefone: opcional(carga.telefone),
      email: opcional(carga.email),
    },
    distancia: opcional(carga.distancia),
    tempo: opcional(carga.tempo),
    origemDestino: rotas.map((ponto) => ({
      rota: ponto.rota as TTipoRota,
      empresaId: opcional(ponto.empresaId),
      localidade: opcional(ponto.localidade),
      cidade: ponto.cidade ?? '',
      uf: ponto.uf ?? '',
      latitude: opcional(ponto.latitude),
      longitude: opcional(ponto.longitude),
      dhInicio: ponto.dhPrevista?.toISOString() ?? '',
      dhFim: ponto.dhFimPrevista?.toISOString(),
    })),
    visibilidade: carga.visibilidade as Exclude<TVisibilidadeCarga, 99>,
    transportadoras: direcionadas.map((d) => d.transportadoraEmpresaId),
    documentos: documentos.map((documento) => ({
      codigo: opcional(documento.codigo),
      descricao: opcional(documento.descricao),
      numero: documento.numero ?? '',
      quantidade: opcional(documento.quantidade),
      tipoAcondicionamento: opcional(documento.tipoAcondicionamento),
      peso: numero(documento.peso),
      cubagem: numero(documento.cubagem),
      valor: numero(documento.valor),
      comprimento: numero(documento.comprimento),
      largura: numero(documento.largura),
      altura: numero(documento.altura),
      numeroNf: opcional(documento.numeroNf),
      chaveNf: opcional(documento.chaveNf),
      itens: itens
        .filter((item) => item.cargaDocumentoId === documento.id)
        .map((item) => ({
          codigo: opcional(item.codigo),
          descricao: item.descricao,
          quantidade: Number(item.quantidade),
          peso: numero(item.peso),
          valor: numero(item.valor),
        })),
    })),
  };
  const entregas = rotas.flatMap((ponto) =>
    ponto.empresaId
      ? [{ ordem: ponto.ordem, empresaId: ponto.empresaId, nome: ponto.empresaNome ?? '' }]
      : [],
  );
  return { dados: removerIndefinidos(dados), entregas };
}

/** Leaves optional fields out instead of sending them as undefined keys (the values schema's shape). */
function removerIndefinidos<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
