import { z } from 'zod';
import { zGuid, zId } from '../../shared/ids';
import { MESSAGES } from '../../shared/messages';
import { lengthMessage, zRequiredId, zRequiredString } from '../../shared/zod-fields';
import { type TCadastroCargaInput, ZCadastroCarga } from '../cadastro/cadastro.schemas';
import { ZCargaQuadroCard } from '../quadro/quadro.schemas';
import {
  diasEntre,
  diaValido,
  GRADE_MAX_DIAS,
  LOTE_MAX_DATAS,
  MODELOS_LOTES_MESSAGES,
  type TModeloCarga,
} from './modelos.rules';

/**
 * HTTP contracts of cargo templates (our path `/api/carga-modelo`; the spec shows none) and lots
 * (`/api/cargalote/…`, 02 §7 "Lots and templates"). Rules (dates, clearing) in modelos.rules.ts.
 */

/** POST /carga-modelo and PUT /carga-modelo/{id}: the name and the register payload to keep. */
export const ZModeloCargaRequest = z.object({
  descricao: zRequiredString('Descrição', { max: 120 }),
  model: ZCadastroCarga,
});
export type TModeloCargaRequest = z.infer<typeof ZModeloCargaRequest>;
export type TModeloCargaRequestInput = z.input<typeof ZModeloCargaRequest>;

/** A path id: a malformed one is a record that does not exist (404). */
export const ZModeloCargaIdParams = z.object({ id: zGuid() });

/** GET /carga-modelo/recuperarCarga?id */
export const ZRecuperarModeloCargaQuery = z.object({ id: zId('Modelo de carga') });

/** A template route point in the list: the stored point plus the company's name (null without one). */
export type TModeloCargaListaPonto = TModeloCarga['origemDestino'][number] & { empresa: string | null };
/** The stored model with its route points named (01 §3 "Cargo template (shell view)"). */
export type TModeloCargaListaModel = Omit<TModeloCarga, 'origemDestino'> & {
  origemDestino: TModeloCargaListaPonto[];
};

/** GET /carga-modelo: the active templates as {descricao, id, model} (02 §7), by description. */
export const ZModeloCargaListaItem = z.object({
  id: z.string(),
  descricao: z.string(),
  model: z.custom<TModeloCargaListaModel>(),
});
export type TModeloCargaListaItem = z.infer<typeof ZModeloCargaListaItem>;
export const ZModeloCargaListaResponse = z.array(ZModeloCargaListaItem);

/**
 * GET /carga-modelo/recuperarCarga?id: the template as the register form opens it — `dados` with the
 * route re-based on tomorrow and, like dadosEdicao, `entregas`: the route points' company names.
 */
export const ZModeloCargaDadosResponse = z.object({
  id: z.string(),
  descricao: z.string(),
  dados: z.custom<TCadastroCargaInput>(),
  entregas: z.array(z.object({ ordem: z.number().int(), empresaId: z.string(), nome: z.string() })),
});
export type TModeloCargaDadosResponse = z.infer<typeof ZModeloCargaDadosResponse>;

/** POST and PUT answer the success text and the template's id. */
export const ZModeloCargaSaveResponse = z.object({ message: z.string(), id: z.string() });
export type TModeloCargaSaveResponse = z.infer<typeof ZModeloCargaSaveResponse>;

// ------------------------------------------------------------------------------------- lots

/** A collection day 'yyyy-MM-dd'. */
export const zDiaColeta = (label = 'Data de coleta') =>
  zRequiredString(label).refine(diaValido, { error: MESSAGES.invalidDate });

/** 1 to 31 distinct collection days. */
export const ZDatasLote = z
  .array(zDiaColeta(), { error: MODELOS_LOTES_MESSAGES.datasObrigatorias })
  .min(1, { error: MODELOS_LOTES_MESSAGES.datasObrigatorias })
  .max(LOTE_MAX_DATAS, { error: MODELOS_LOTES_MESSAGES.maxDatas })
  .refine((datas) => new Set(datas).size === datas.length, { error: MODELOS_LOTES_MESSAGES.datasRepetidas });

const zDescricaoLote = z
  .string()
  .trim()
  .max(120, { error: lengthMessage('max', 120) })
  .optional()
  .transform((value) => (value ? value : undefined));

/** POST /cargalote/criarlote: one load per collection day from a template. */
export const ZCriarLoteBody = z.object({
  modeloId: zId('Modelo de carga'),
  datas: ZDatasLote,
  descricao: zDescricaoLote,
});
export type TCriarLoteBody = z.infer<typeof ZCriarLoteBody>;
export type TCriarLoteBodyInput = z.input<typeof ZCriarLoteBody>;

/** POST /cargalote/criarlotenew: the same from a register payload (the form's), not a saved template. */
export const ZCriarLoteNewBody = z.object({
  carga: ZCadastroCarga,
  datas: ZDatasLote,
  descricao: zDescricaoLote,
});
export type TCriarLoteNewBody = z.infer<typeof ZCriarLoteNewBody>;
export type TCriarLoteNewBodyInput = z.input<typeof ZCriarLoteNewBody>;

/** The answer of criarlote/criarlotenew: the text with the count, the lot and its loads by day. */
export const ZCriarLoteResponse = z.object({
  message: z.string(),
  loteId: z.string(),
  cargas: z.array(z.object({ id: z.string(), codigo: z.number().int(), data: z.string() })),
});
export type TCriarLoteResponse = z.infer<typeof ZCriarLoteResponse>;

/** POST /cargalote/desativarLote: every active load of the lot, with a load-deactivation reason. */
export const ZDesativarLoteBody = z.object({
  loteId: zId('Lote'),
  motivoId: zRequiredId('Motivo'),
});
export type TDesativarLoteBody = z.infer<typeof ZDesativarLoteBody>;

/** GET /cargalote/recuperarcargas?loteId */
export const ZRecuperarCargasLoteQuery = z.object({ loteId: zId('Lote') });

/** The lot's loads on the board (cancelled and deactivated ones are not cards), by collection date. */
export const ZRecuperarCargasLoteResponse = z.object({
  lote: z.object({
    id: z.string(),
    descricao: z.string().nullable(),
    modeloId: z.string().nullable(),
    createdAt: z.string(),
  }),
  items: z.array(ZCargaQuadroCard),
});
export type TRecuperarCargasLoteResponse = z.infer<typeof ZRecuperarCargasLoteResponse>;

/** GET /cargalote/listarGradeHorarios?modeloId&dataInicio&dataFim: at most 92 days. */
export const ZListarGradeHorariosQuery = z
  .object({
    modeloId: zId('Modelo de carga'),
    dataInicio: zDiaColeta('Data inicial'),
    dataFim: zDiaColeta('Data final'),
  })
  .superRefine((query, ctx) => {
    if (!diaValido(query.dataInicio) || !diaValido(query.dataFim)) return;
    const dias = diasEntre(query.dataInicio, query.dataFim);
    if (dias < 0) {
      ctx.addIssue({ code: 'custom', path: ['dataFim'], message: MODELOS_LOTES_MESSAGES.periodoInvalido });
    } else if (dias + 1 > GRADE_MAX_DIAS) {
      ctx.addIssue({ code: 'custom', path: ['dataFim'], message: MODELOS_LOTES_MESSAGES.periodoMaximo });
    }
  });
export type TListarGradeHorariosQuery = z.infer<typeof ZListarGradeHorariosQuery>;

export const ZGradeHorariosResponse = z.object({
  items: z.array(
    z.object({
      data: z.string(),
      coleta: z.string(),
      entrega: z.string(),
      pontos: z.array(
        z.object({
          ordem: z.number().int(),
          rota: z.number().int(),
          dhInicio: z.string(),
          dhFim: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type TGradeHorariosResponse = z.infer<typeof ZGradeHorariosResponse>;
