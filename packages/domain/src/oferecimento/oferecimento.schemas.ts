import { z } from 'zod';
import {
  ComportamentoOferecimento,
  ZComportamentoOferecimento,
} from '../caracteristicas/caracteristicas.enums';
import { TipoOferta } from '../cargas/cargas.enums';
import { zOptionalText } from '../empresas/empresas.schemas';
import { zGuid } from '../shared/ids';
import { MESSAGES } from '../shared/messages';
import { zDateTime, zRequiredString } from '../shared/zod-fields';
import { zDecimal } from '../tabela-frete/tabela-frete.schemas';
import { AcaoResposta } from './oferecimento.enums';

/**
 * Carrier offering under /api/oferecimento (issue 20). The spec names the screens, the offer types, board
 * types and behaviours; the shapes are ours (ARCHITECTURE.md "Carrier offering"). Money travels as decimal
 * strings ('1234.56'); a number is accepted on input and normalised.
 */

export const OFERECIMENTO_LIMITES = {
  valorMaximo: 10_000_000,
  prazoMinutosMinimo: 5,
  prazoMinutosMaximo: 10_080,
  prazoMaximoDias: 30,
  rodadasMaximo: 50,
  transportadorasMaximo: 50,
  comentarioMaximo: 1000,
} as const;

export const OFERECIMENTO_MESSAGES = {
  ofertada: 'Carga ofertada com sucesso!',
  contratadaPelaTabela: 'Carga contratada pela tabela de frete.',
  respostaEnviada: 'Resposta enviada com sucesso!',
  contratada: 'Carga contratada com sucesso!',
  ofertaCancelada: 'Oferta cancelada com sucesso!',
  cascataInterrompida: 'Oferecimento automático interrompido.',
  cascataAssumida: 'Oferecimento automático assumido: siga manualmente.',
  grupoSalvo: 'Grupo de transportadoras salvo com sucesso!',
  grupoExcluido: 'Grupo de transportadoras excluído com sucesso!',
  // Refusals (400/409): the load, the offer, the turn.
  cargaNaoOfertavel: 'Somente uma carga aguardando contratação pode ser ofertada.',
  cargaJaContratada: 'Esta carga já foi contratada.',
  cargaContratadaPorOutra: 'Esta carga já foi contratada por outra transportadora.',
  cargaEmLote: 'Uma carga em lote não pode ser ofertada individualmente.',
  cargaDesativada: 'Uma carga desativada não pode ser ofertada.',
  transportadorasObrigatorias: 'Transportadoras: informe ao menos uma transportadora.',
  direcionadaUmaTransportadora:
    'Transportadoras: a oferta direcionada vai para exatamente uma transportadora.',
  transportadoraInvalida: 'Transportadoras: transportadora não encontrada ou inativa.',
  transportadoraForaDaPlataforma: (nome: string) =>
    `Transportadoras: ${nome} não usa a plataforma e não pode receber ofertas.`,
  transportadoraJaOfertada: (nome: string) => `Transportadoras: a carga já está ofertada a ${nome}.`,
  prazoNoPassado: 'Prazo de resposta: informe uma data futura.',
  prazoLonge: `Prazo de resposta: no máximo ${OFERECIMENTO_LIMITES.prazoMaximoDias} dias.`,
  oferecimentoEmAndamento: 'Já existe um oferecimento automático em andamento para esta carga.',
  semTransportadorasDaRota: 'Nenhuma transportadora ativa na plataforma atende esta carga.',
  semTabelaAplicavel: 'Nenhuma tabela de frete vigente acima do piso ANTT atende esta carga.',
  valorObrigatorio: 'Valor é obrigatório!',
  motivoObrigatorio: 'Motivo da recusa é obrigatório!',
  foraDaVez: 'Aguarde a resposta da outra parte antes de responder novamente.',
  ofertaEncerrada: 'Esta oferta já foi encerrada.',
  prazoEncerrado: 'O prazo de resposta desta oferta já passou.',
  semValorParaAceitar: 'Não há valor proposto para aceitar: faça uma contraproposta.',
  semCascata: 'Esta carga não tem oferecimento automático em andamento.',
  grupoNomeEmUso: 'Já existe um grupo com este nome.',
  aceitaPeloMotorista: 'Oferta aceita: a carga foi contratada para a sua transportadora.',
} as const;

const zValor = (label: string) =>
  zDecimal(label, { escala: 2, max: OFERECIMENTO_LIMITES.valorMaximo, positivo: true });
const zComentario = (label: string) => zOptionalText(OFERECIMENTO_LIMITES.comentarioMaximo).describe(label);
const zIdsDeTransportadoras = z
  .array(zGuid(), { error: MESSAGES.invalidFormat })
  .max(OFERECIMENTO_LIMITES.transportadorasMaximo, {
    error: `Transportadoras: no máximo ${OFERECIMENTO_LIMITES.transportadorasMaximo}.`,
  });

/**
 * POST /api/oferecimento/cargas/{cargaId}/oferecer. The behaviour defaults to the load characteristic's
 * (else manual). Manual: restricted to carriers and/or a group, or directed to one, with a value and a
 * deadline. Automatic: the waterfall over the lane's carriers in ranked order (or the order given), one at a
 * time, `prazoMinutos` each, at most `maxRodadas` offers. Freight table: awarded at once to the cheapest
 * valid table's carrier above the ANTT floor (no other field needed).
 */
export const ZOfertarCargaBody = z
  .object({
    comportamento: ZComportamentoOferecimento.optional(),
    tipo: z
      .union([z.literal(TipoOferta.Restrita), z.literal(TipoOferta.Direcionada)], {
        error: `Tipo de oferta: ${MESSAGES.invalidValue}`,
      })
      .default(TipoOferta.Restrita),
    transportadoraEmpresaIds: zIdsDeTransportadoras.default([]),
    grupoId: zGuid().nullish(),
    valorAlvo: zValor('Valor').nullish(),
    prazoResposta: zDateTime('Prazo de resposta').nullish(),
    prazoMinutos: z
      .number({ error: `Prazo por transportadora: ${MESSAGES.invalidValue}` })
      .int({ error: `Prazo por transportadora: ${MESSAGES.invalidValue}` })
      .min(OFERECIMENTO_LIMITES.prazoMinutosMinimo, {
        error: `Prazo por transportadora: ${MESSAGES.minValue}${OFERECIMENTO_LIMITES.prazoMinutosMinimo} minutos`,
      })
      .max(OFERECIMENTO_LIMITES.prazoMinutosMaximo, {
        error: `Prazo por transportadora: ${MESSAGES.maxValue}${OFERECIMENTO_LIMITES.prazoMinutosMaximo} minutos`,
      })
      .optional(),
    maxRodadas: z
      .number({ error: `Máximo de rodadas: ${MESSAGES.invalidValue}` })
      .int({ error: `Máximo de rodadas: ${MESSAGES.invalidValue}` })
      .min(1, { error: `Máximo de rodadas: ${MESSAGES.minValue}1` })
      .max(OFERECIMENTO_LIMITES.rodadasMaximo, {
        error: `Máximo de rodadas: ${MESSAGES.maxValue}${OFERECIMENTO_LIMITES.rodadasMaximo}`,
      })
      .optional(),
    permitirRepetir: z.boolean({ error: MESSAGES.invalidValue }).optional(),
    observacao: zComentario('Observação'),
  })
  .superRefine((body, ctx) => {
    if (body.comportamento === ComportamentoOferecimento.TabelaFrete) return;
    if (body.comportamento === ComportamentoOferecimento.Automatico) {
      if (body.valorAlvo == null)
        ctx.addIssue({
          code: 'custom',
          path: ['valorAlvo'],
          message: OFERECIMENTO_MESSAGES.valorObrigatorio,
        });
      return;
    }
    // Manual (given or the characteristic's; the service re-checks once it knows the behaviour).
    if (body.comportamento === ComportamentoOferecimento.Manual) {
      if (body.transportadoraEmpresaIds.length === 0 && !body.grupoId)
        ctx.addIssue({
          code: 'custom',
          path: ['transportadoraEmpresaIds'],
          message: OFERECIMENTO_MESSAGES.transportadorasObrigatorias,
        });
      if (body.valorAlvo == null)
        ctx.addIssue({
          code: 'custom',
          path: ['valorAlvo'],
          message: OFERECIMENTO_MESSAGES.valorObrigatorio,
        });
      if (!body.prazoResposta)
        ctx.addIssue({
          code: 'custom',
          path: ['prazoResposta'],
          message: 'Prazo de resposta é obrigatório!',
        });
    }
    if (body.tipo === TipoOferta.Direcionada && (body.transportadoraEmpresaIds.length !== 1 || body.grupoId))
      ctx.addIssue({
        code: 'custom',
        path: ['transportadoraEmpresaIds'],
        message: OFERECIMENTO_MESSAGES.direcionadaUmaTransportadora,
      });
  });
export type TOfertarCargaBody = z.infer<typeof ZOfertarCargaBody>;

/** POST /api/oferecimento/ofertas/{ofertaId}/responder — by the side whose turn it is (the carrier may also withdraw). */
export const ZResponderOfertaBody = z
  .object({
    acao: z.enum([AcaoResposta.Aceitar, AcaoResposta.Contrapropor, AcaoResposta.Recusar], {
      error: `Ação: ${MESSAGES.invalidValue}`,
    }),
    valor: zValor('Valor').nullish(),
    comentario: zComentario('Comentário'),
  })
  .superRefine((body, ctx) => {
    if (body.acao === AcaoResposta.Contrapropor && body.valor == null)
      ctx.addIssue({ code: 'custom', path: ['valor'], message: OFERECIMENTO_MESSAGES.valorObrigatorio });
    if (body.acao === AcaoResposta.Recusar && !body.comentario)
      ctx.addIssue({
        code: 'custom',
        path: ['comentario'],
        message: OFERECIMENTO_MESSAGES.motivoObrigatorio,
      });
  });
export type TResponderOfertaBody = z.infer<typeof ZResponderOfertaBody>;

/** POST /api/oferecimento/ofertas/{ofertaId}/cancelar — the shipper withdraws one open offer. */
export const ZCancelarOfertaBody = z.object({ comentario: zComentario('Comentário') });
export type TCancelarOfertaBody = z.infer<typeof ZCancelarOfertaBody>;

// ---------------------------------------------------------------------------------------------- answers

/** The load as the offering screens show it (the carrier sees it through its offer, without prices of others). */
export const ZCargaOfertavel = z.object({
  id: z.string(),
  codigo: z.number().int(),
  situacao: z.number().int(),
  embarcador: z.string(),
  unidadeNegocio: z.object({ id: z.string(), nome: z.string() }).nullable(),
  origem: z
    .object({ cidade: z.string().nullable(), uf: z.string().nullable(), dhPrevista: z.string().nullable() })
    .nullable(),
  destino: z
    .object({ cidade: z.string().nullable(), uf: z.string().nullable(), dhPrevista: z.string().nullable() })
    .nullable(),
  peso: z.string().nullable(),
  volume: z.string().nullable(),
  valorCarga: z.string().nullable(),
  tipoVeiculo: z.string().nullable(),
  modalidade: z.number().int().nullable(),
  caracteristica: z
    .object({ id: z.string(), nome: z.string(), comportamentoOferecimento: z.number().int().nullable() })
    .nullable(),
});
export type TCargaOfertavel = z.infer<typeof ZCargaOfertavel>;

export const ZPropostaOferta = z.object({
  id: z.string(),
  autor: z.number().int(),
  tipo: z.number().int(),
  valor: z.string().nullable(),
  comentario: z.string().nullable(),
  usuarioNome: z.string().nullable(),
  criadoEm: z.string(),
});
export type TPropostaOferta = z.infer<typeof ZPropostaOferta>;

/** 'transportadora' when the carrier must answer, 'embarcador' when the shipper must, null when closed. */
export const ZVezDaOferta = z.enum(['transportadora', 'embarcador']).nullable();
export type TVezDaOferta = z.infer<typeof ZVezDaOferta>;

/** One offer with its thread (the shipper sees all of a load's; a carrier only its own). */
export const ZOfertaCarga = z.object({
  id: z.string(),
  cargaId: z.string(),
  transportadora: z.object({ empresaId: z.string(), nome: z.string(), documento: z.string().nullable() }),
  tipo: z.number().int(),
  situacao: z.number().int(),
  valorAlvo: z.string().nullable(),
  valorProposto: z.string().nullable(),
  prazoResposta: z.string().nullable(),
  observacao: z.string().nullable(),
  motivoRecusa: z.string().nullable(),
  rodada: z.number().int().nullable(),
  ofertadaEm: z.string(),
  respondidaEm: z.string().nullable(),
  contratadaEm: z.string().nullable(),
  vez: ZVezDaOferta,
  propostas: z.array(ZPropostaOferta),
});
export type TOfertaCarga = z.infer<typeof ZOfertaCarga>;

export const ZOferecimento = z.object({
  id: z.string(),
  comportamento: z.number().int(),
  situacao: z.number().int(),
  tipo: z.number().int(),
  valorAlvo: z.string().nullable(),
  prazoMinutos: z.number().int(),
  maxRodadas: z.number().int(),
  permitirRepetir: z.boolean(),
  rodadaAtual: z.number().int(),
  ordem: z.array(z.object({ empresaId: z.string(), nome: z.string() })),
  criadoEm: z.string(),
});
export type TOferecimento = z.infer<typeof ZOferecimento>;

/** GET /api/oferecimento/cargas/{cargaId} — the shipper's view of a load's offering. */
export const ZOferecimentoDaCarga = z.object({
  carga: ZCargaOfertavel,
  etapa: z.string(),
  oferecimento: ZOferecimento.nullable(),
  ofertas: z.array(ZOfertaCarga),
  /** Null when the load may be offered; else why not (pt-BR). */
  naoOfertavel: z.string().nullable(),
});
export type TOferecimentoDaCarga = z.infer<typeof ZOferecimentoDaCarga>;

/** GET /api/oferecimento/ofertas/{ofertaId} — one offer, for the shipper or the carrier it went to. */
export const ZOfertaDetalhe = ZOfertaCarga.extend({ carga: ZCargaOfertavel });
export type TOfertaDetalhe = z.infer<typeof ZOfertaDetalhe>;

/** A card of the shipper board: a load with its offers' summary. */
export const ZCardOferecimento = z.object({
  carga: ZCargaOfertavel,
  etapa: z.string(),
  comportamento: z.number().int().nullable(),
  situacaoOferecimento: z.number().int().nullable(),
  qntOfertas: z.number().int(),
  ofertas: z.array(
    z.object({
      id: z.string(),
      transportadora: z.string(),
      situacao: z.number().int(),
      valorAlvo: z.string().nullable(),
      valorProposto: z.string().nullable(),
      prazoResposta: z.string().nullable(),
    }),
  ),
  melhorProposta: z.string().nullable(),
  prazoMaisProximo: z.string().nullable(),
});
export type TCardOferecimento = z.infer<typeof ZCardOferecimento>;

/** A card of the carrier board: one offer it received. */
export const ZCardOfertaRecebida = z.object({
  ofertaId: z.string(),
  carga: ZCargaOfertavel,
  etapa: z.string(),
  tipo: z.number().int(),
  situacao: z.number().int(),
  valorAlvo: z.string().nullable(),
  valorProposto: z.string().nullable(),
  prazoResposta: z.string().nullable(),
  observacao: z.string().nullable(),
  vez: ZVezDaOferta,
});
export type TCardOfertaRecebida = z.infer<typeof ZCardOfertaRecebida>;

/** Both boards: columns in order, each with its total and its first cards (the most urgent first). */
function zQuadro<T extends z.ZodType>(card: T) {
  return z.object({
    colunas: z.array(
      z.object({ etapa: z.string(), titulo: z.string(), total: z.number().int(), cards: z.array(card) }),
    ),
  });
}
export const ZQuadroOferecimento = zQuadro(ZCardOferecimento);
export type TQuadroOferecimento = z.infer<typeof ZQuadroOferecimento>;
export const ZQuadroOfertasRecebidas = zQuadro(ZCardOfertaRecebida);
export type TQuadroOfertasRecebidas = z.infer<typeof ZQuadroOfertasRecebidas>;

/** GET …/quadro/embarcador and …/quadro/transportadora query: text (load code, city) and one carrier. */
export const ZQuadroOferecimentoQuery = z.object({
  busca: zOptionalText(100),
  transportadoraEmpresaId: zGuid().optional(),
  limite: z.coerce.number({ error: MESSAGES.invalidValue }).int().min(1).max(500).default(50),
});
export type TQuadroOferecimentoQuery = z.infer<typeof ZQuadroOferecimentoQuery>;

/** GET /api/oferecimento/cargas/{cargaId}/sugestao — the target value and the carriers to offer to, ranked. */
export const ZSugestaoOferecimento = z.object({
  valorAlvo: z.string().nullable(),
  pisoAntt: z.string().nullable(),
  comportamento: z.number().int(),
  transportadoras: z.array(
    z.object({
      empresaId: z.string(),
      nome: z.string(),
      documento: z.string().nullable(),
      naPlataforma: z.boolean(),
      preco: z.string().nullable(),
      abaixoDoPiso: z.boolean(),
      atendeRota: z.boolean(),
      posicaoRanking: z.number().int().nullable(),
    }),
  ),
});
export type TSugestaoOferecimento = z.infer<typeof ZSugestaoOferecimento>;

/** Carrier groups (restricted offering to a saved set). */
export const ZGrupoTransportadorasRequest = z.object({
  nome: zRequiredString('Nome', { max: 100 }),
  transportadoraEmpresaIds: zIdsDeTransportadoras.min(1, {
    error: OFERECIMENTO_MESSAGES.transportadorasObrigatorias,
  }),
});
export type TGrupoTransportadorasRequest = z.infer<typeof ZGrupoTransportadorasRequest>;
export const ZGrupoTransportadoras = z.object({
  id: z.string(),
  nome: z.string(),
  transportadoras: z.array(z.object({ empresaId: z.string(), nome: z.string() })),
});
export type TGrupoTransportadoras = z.infer<typeof ZGrupoTransportadoras>;

/**
 * Owner preference of a carrier (boolean, off by default): its drivers may see on /motorista the offers it
 * receives and accept one for it (issue 20).
 */
export const PREFERENCIA_MOTORISTA_ACEITA_OFERTA = 'MotoristaAceitaOferta';

/** GET /api/motorista/ofertas — an open offer to one of the driver's carriers that allows it. */
export const ZOfertaDoMotorista = z.object({
  ofertaId: z.string(),
  transportadora: z.string(),
  carga: ZCargaOfertavel,
  valorAlvo: z.string().nullable(),
  prazoResposta: z.string().nullable(),
});
export type TOfertaDoMotorista = z.infer<typeof ZOfertaDoMotorista>;
