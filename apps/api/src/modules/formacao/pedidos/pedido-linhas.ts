import { PEDIDO_MESSAGES, TipoCaracteristica, type TPedidoCadastro } from '@embarca/domain';
import { AppError } from '../../../lib/app-error';
import { geocodificar } from '../../../lib/municipios/geocodificar';
import type { FormacaoRepository, NovoPedido } from '../formacao.repository';

/**
 * An order payload turned into its columns: the places geocoded (given coordinates kept; else the
 * municipality's seat, flagged approximate; an unknown city without coordinates is the field's message),
 * the company's name and CNPJ copied from a registered company, the references checked against the owner's
 * rows. Shared by the form (POST/PUT /pedido) and the xlsx import.
 */

/** The references of many payloads, read once (the import checks thousands of rows). */
export interface ReferenciasDePedidos {
  empresas: Map<string, { id: string; nome: string; cnpj: string | null; transportadora: boolean }>;
  caracteristicas: Set<string>;
}

export async function lerReferencias(
  repository: FormacaoRepository,
  ownerId: string,
  dados: readonly TPedidoCadastro[],
): Promise<ReferenciasDePedidos> {
  const empresaIds = new Set<string>();
  for (const pedido of dados) {
    for (const id of [pedido.origem.empresaId, pedido.destino.empresaId, pedido.transportadoraRedespachoId]) {
      if (id) empresaIds.add(id);
    }
  }
  const [empresas, caracteristicas] = await Promise.all([
    repository.empresasAtivas(ownerId, [...empresaIds]),
    repository.caracteristicasDePedido(ownerId, TipoCaracteristica.Pedido),
  ]);
  return {
    empresas: new Map(empresas.map((e) => [e.id, e])),
    caracteristicas: new Set(caracteristicas.map((c) => c.id)),
  };
}

/** The columns of one payload, or every problem (pt-BR, naming the field). */
export function linhasDoPedido(
  dados: TPedidoCadastro,
  referencias: ReferenciasDePedidos,
):
  | { ok: true; campos: Omit<NovoPedido, 'ownerId' | 'unidadeNegocioId'> }
  | { ok: false; mensagens: string[] } {
  const mensagens: string[] = [];
  const lado = (nome: 'origem' | 'destino') => {
    const ponto = dados[nome];
    const empresa = ponto.empresaId ? referencias.empresas.get(ponto.empresaId) : undefined;
    if (ponto.empresaId && !empresa) mensagens.push(PEDIDO_MESSAGES.empresaInvalida);
    const coordenadas = geocodificar(ponto);
    if (!coordenadas) mensagens.push(PEDIDO_MESSAGES.cidadeDesconhecida(ponto.cidade, ponto.uf));
    return {
      empresaId: empresa?.id ?? null,
      nome: ponto.nome ?? empresa?.nome ?? null,
      documento: ponto.documentoEmpresa?.replace(/\D/g, '') || empresa?.cnpj || null,
      localidade: ponto.localidade,
      cidade: ponto.cidade,
      uf: ponto.uf,
      latitude: coordenadas?.latitude ?? null,
      longitude: coordenadas?.longitude ?? null,
      aproximada: coordenadas?.aproximada ?? false,
      dhPrevista: ponto.dhPrevista,
    };
  };
  const origem = lado('origem');
  const destino = lado('destino');
  if (dados.caracteristicaId && !referencias.caracteristicas.has(dados.caracteristicaId)) {
    mensagens.push(PEDIDO_MESSAGES.caracteristicaInvalida);
  }
  const transportadora = dados.transportadoraRedespachoId
    ? referencias.empresas.get(dados.transportadoraRedespachoId)
    : undefined;
  if (dados.transportadoraRedespachoId && !transportadora?.transportadora) {
    mensagens.push(PEDIDO_MESSAGES.transportadoraRedespachoInvalida);
  }
  const redespacho = dados.localidadeRedespacho;
  const coordRedespacho = redespacho ? geocodificar(redespacho) : undefined;
  if (redespacho && !coordRedespacho) {
    mensagens.push(PEDIDO_MESSAGES.cidadeDesconhecida(redespacho.cidade, redespacho.uf));
  }
  if (mensagens.length > 0) return { ok: false, mensagens };
  const texto = (n: number | null, casas: number) => (n === null ? null : n.toFixed(casas));
  return {
    ok: true,
    campos: {
      codigo: dados.codigo,
      tipoFrete: dados.tipoFrete,
      tipoLote: dados.tipoLote,
      agrupador: dados.agrupador,
      dhColeta: dados.dhColeta,
      dhEntrega: dados.dhEntrega,
      dhEmissao: dados.dhEmissao,
      cubagemTotal: texto(dados.cubagemTotal, 3),
      pesoTotal: texto(dados.pesoTotal, 3),
      valorPedido: texto(dados.valorPedido, 2),
      quantidadeVolumes: dados.quantidadeVolumes,
      numeroNf: dados.numeroNf,
      caracteristicaId: dados.caracteristicaId,
      possuiRedespacho: dados.possuiRedespacho,
      redespachoLocalidade: redespacho?.localidade ?? null,
      redespachoCidade: redespacho?.cidade ?? null,
      redespachoUf: redespacho?.uf ?? null,
      redespachoLatitude: coordRedespacho?.latitude ?? null,
      redespachoLongitude: coordRedespacho?.longitude ?? null,
      redespachoAproximado: coordRedespacho?.aproximada ?? false,
      transportadoraRedespachoId: transportadora?.id ?? null,
      observacao: dados.observacao,
      origemEmpresaId: origem.empresaId,
      origemNome: origem.nome,
      origemDocumento: origem.documento,
      origemLocalidade: origem.localidade,
      origemCidade: origem.cidade,
      origemUf: origem.uf,
      origemLatitude: origem.latitude,
      origemLongitude: origem.longitude,
      origemAproximada: origem.aproximada,
      origemDhPrevista: origem.dhPrevista,
      destinoEmpresaId: destino.empresaId,
      destinoNome: destino.nome,
      destinoDocumento: destino.documento,
      destinoLocalidade: destino.localidade,
      destinoCidade: destino.cidade,
      destinoUf: destino.uf,
      destinoLatitude: destino.latitude,
      destinoLongitude: destino.longitude,
      destinoAproximada: destino.aproximada,
      destinoDhPrevista: destino.dhPrevista,
    },
  };
}

/** One payload checked (400 with every message, the first as `message`) and turned into columns. */
export async function pedidoVerificado(
  repository: FormacaoRepository,
  ownerId: string,
  dados: TPedidoCadastro,
) {
  const resultado = linhasDoPedido(dados, await lerReferencias(repository, ownerId, [dados]));
  if (!resultado.ok) {
    throw new AppError('VALIDATION', resultado.mensagens[0], { messages: resultado.mensagens });
  }
  return resultado.campos;
}
