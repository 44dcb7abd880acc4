import { z } from 'zod';
import { ZLicenca, ZModulo } from '../acesso/acesso.schemas';
import { ZTipoEmpresa } from '../empresas/empresas.schemas';
import { PosicaoAnuncio, TipoAnuncio } from '../notificacoes/notificacoes.enums';
import { zEnumCode } from '../shared/enum';
import { MESSAGES, requiredMessage } from '../shared/messages';
import { lengthMessage, zRequiredString } from '../shared/zod-fields';
import {
  AlvoAcaoAnuncio,
  EventoAnuncio,
  TamanhoAnuncio,
  TipoMidiaAnuncio,
  TipoRegraAnuncio,
  VarianteAnuncio,
} from './anuncios.enums';
import { isSafeAnuncioUrl } from './anuncios.rules';

/**
 * Announcements and release posts (01 §3, §4, §7). Wire fields are the Portuguese names of the spec's
 * entity (tipo, posicao, exibir, regra, midia, titulo, mensagem, acao, estilo) plus ours: publico
 * (audience), inicio/fim (optional window). `mensagem` is HTML sanitised by the server.
 */

export const ZTipoAnuncio = zEnumCode(TipoAnuncio);
export const ZPosicaoAnuncio = zEnumCode(PosicaoAnuncio);
export const ZTipoRegraAnuncio = zEnumCode(TipoRegraAnuncio);
export const ZTipoMidiaAnuncio = zEnumCode(TipoMidiaAnuncio);
export const ZEventoAnuncio = zEnumCode(EventoAnuncio);
export const ZAlvoAcaoAnuncio = zEnumCode(AlvoAcaoAnuncio);
export const ZTamanhoAnuncio = zEnumCode(TamanhoAnuncio);
export const ZVarianteAnuncio = zEnumCode(VarianteAnuncio);

/** A link: http(s) or an in-app path; 'javascript:' and friends → 'Formato inválido.'. */
export function zAnuncioUrl(label: string, max = 2000) {
  return zRequiredString(label, { max }).refine(isSafeAnuncioUrl, { error: MESSAGES.invalidFormat });
}

/** An optional ISO date-time: '' or null → null; otherwise 'Informe uma data válida.' when unparsable. */
const zOptionalDateTime = () =>
  z
    .union([z.string(), z.null()], { error: MESSAGES.invalidDate })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value.trim() === '') return null;
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.invalidDate, path: [] });
        return z.NEVER;
      }
      return date.toISOString();
    });

export const ZRegraAnuncio = z.object({
  tipo: ZTipoRegraAnuncio,
  /** Page paths (or fragments for 'contains'); empty → every page. */
  urls: z.array(zRequiredString('URL', { max: 500 })).max(50, { error: `${MESSAGES.maxValue}50` }),
});
export type TRegraAnuncio = z.infer<typeof ZRegraAnuncio>;

export const ZMidiaAnuncio = z.object({
  tipo: ZTipoMidiaAnuncio,
  url: zAnuncioUrl('URL da mídia'),
  alt: z
    .string()
    .trim()
    .max(300, { error: lengthMessage('max', 300) })
    .default(''),
});
export type TMidiaAnuncio = z.infer<typeof ZMidiaAnuncio>;

export const ZAcaoAnuncio = z.object({
  label: zRequiredString('Texto do botão', { max: 60 }),
  url: zAnuncioUrl('URL do botão'),
  target: ZAlvoAcaoAnuncio.default(AlvoAcaoAnuncio.Self),
});
export type TAcaoAnuncio = z.infer<typeof ZAcaoAnuncio>;

export const ZEstiloAnuncio = z.object({
  size: ZTamanhoAnuncio.default(TamanhoAnuncio.Md),
  solid: z.boolean({ error: MESSAGES.invalidValue }).default(false),
  variant: ZVarianteAnuncio.default(VarianteAnuncio.Info),
});
export type TEstiloAnuncio = z.infer<typeof ZEstiloAnuncio>;

/** Audience: everyone, or company types and/or licence levels (anuncios.rules.ts `anuncioTargetsViewer`). */
export const ZPublicoAnuncio = z
  .object({
    todos: z.boolean({ error: MESSAGES.invalidValue }),
    tiposEmpresa: z.array(ZTipoEmpresa).max(20).default([]),
    licencas: z.array(ZLicenca).max(20).default([]),
  })
  .superRefine((value, ctx) => {
    if (!value.todos && value.tiposEmpresa.length === 0 && value.licencas.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['tiposEmpresa'], message: requiredMessage('Público') });
    }
  });
export type TPublicoAnuncio = z.infer<typeof ZPublicoAnuncio>;

/** POST /api/painel-admin/anuncios and PUT /api/painel-admin/anuncios/{id}. */
export const ZAnuncioRequest = z
  .object({
    tipo: ZTipoAnuncio,
    posicao: ZPosicaoAnuncio.default(PosicaoAnuncio.Top),
    exibir: z.boolean({ error: MESSAGES.invalidValue }).default(true),
    regra: ZRegraAnuncio.default({ tipo: TipoRegraAnuncio.Contains, urls: [] }),
    midia: ZMidiaAnuncio.nullish().transform((value) => value ?? null),
    titulo: zRequiredString('Título', { max: 120 }),
    /** HTML with basic formatting and links; the server sanitises it (scripts and handlers never survive). */
    mensagem: zRequiredString('Mensagem', { max: 5000 }),
    acao: ZAcaoAnuncio.nullish().transform((value) => value ?? null),
    estilo: ZEstiloAnuncio.default({
      size: TamanhoAnuncio.Md,
      solid: false,
      variant: VarianteAnuncio.Info,
    }),
    publico: ZPublicoAnuncio.default({ todos: true, tiposEmpresa: [], licencas: [] }),
    inicio: zOptionalDateTime(),
    fim: zOptionalDateTime(),
  })
  .superRefine((value, ctx) => {
    if (value.inicio && value.fim && value.fim <= value.inicio) {
      ctx.addIssue({ code: 'custom', path: ['fim'], message: MESSAGES.invalidDate });
    }
  });
export type TAnuncioRequest = z.input<typeof ZAnuncioRequest>;
export type TAnuncioInput = z.output<typeof ZAnuncioRequest>;

/** An announcement as GET /api/anuncios sends it (the audience and window are not sent to users). */
export const ZAnuncio = z.object({
  id: z.string(),
  tipo: ZTipoAnuncio,
  posicao: ZPosicaoAnuncio,
  exibir: z.boolean(),
  regra: ZRegraAnuncio,
  midia: ZMidiaAnuncio.nullable(),
  titulo: z.string(),
  mensagem: z.string(),
  acao: ZAcaoAnuncio.nullable(),
  estilo: ZEstiloAnuncio,
});
export type TAnuncio = z.infer<typeof ZAnuncio>;
export const ZAnuncioList = z.array(ZAnuncio);

/** An announcement in the support panel: with audience, window, dates and our analytics counts. */
export const ZAnuncioAdmin = ZAnuncio.extend({
  publico: z.object({
    todos: z.boolean(),
    tiposEmpresa: z.array(z.number().int()),
    licencas: z.array(z.number().int()),
  }),
  inicio: z.string().nullable(),
  fim: z.string().nullable(),
  leituras: z.number().int(),
  cliques: z.number().int(),
  fechamentos: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAnuncioAdmin = z.infer<typeof ZAnuncioAdmin>;
export const ZAnuncioAdminList = z.array(ZAnuncioAdmin);

/** POST /api/anuncios/{id}/eventos (ours): a click or a close, recorded in `anuncio_eventos`. */
export const ZAnuncioEventoRequest = z.object({ evento: ZEventoAnuncio });
export type TAnuncioEventoRequest = z.infer<typeof ZAnuncioEventoRequest>;

/** PATCH /api/painel-admin/anuncios/{id}/exibir. */
export const ZAnuncioExibirRequest = z.object({ exibir: z.boolean({ error: MESSAGES.invalidValue }) });

// ---------------------------------------------------------------------------------------------------
// Release posts ("what's new")

/** `{databaseId}`: the feed key (e.g. 'embarca'), lowercase letters, digits and hyphens. */
export const ZReleaseFeedParams = z.object({
  databaseId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,49}$/, { error: MESSAGES.invalidFormat }),
});

/**
 * Body of POST /api/anuncios/atualizacoes/{databaseId} (optional; every field optional):
 * `modulos` keeps posts tagged with any of them; `desde` ('yyyy-MM-dd') keeps posts released on or after
 * it; `limite` 1–100 (default 20). Only published posts; newest release date first.
 */
export const ZReleaseFeedRequest = z
  .object({
    modulos: z.array(ZModulo).max(30).optional(),
    desde: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MESSAGES.invalidDate })
      .optional(),
    limite: z
      .number({ error: MESSAGES.invalidValue })
      .int({ error: MESSAGES.invalidValue })
      .min(1, { error: `${MESSAGES.minValue}1` })
      .max(100, { error: `${MESSAGES.maxValue}100` })
      .default(20),
  })
  .nullish()
  .transform((value) => value ?? { limite: 20 });
export type TReleaseFeedRequest = z.input<typeof ZReleaseFeedRequest>;

const isIsoDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime());

/** POST /api/painel-admin/novidades and PUT /api/painel-admin/novidades/{id}. */
export const ZReleasePostRequest = z.object({
  databaseId: zRequiredString('Feed', { max: 50 }).regex(/^[a-z0-9][a-z0-9-]{0,49}$/, {
    error: MESSAGES.invalidFormat,
  }),
  url: zAnuncioUrl('URL pública'),
  capa: z
    .string()
    .trim()
    .max(2000, { error: lengthMessage('max', 2000) })
    .refine((value) => value === '' || isSafeAnuncioUrl(value), { error: MESSAGES.invalidFormat })
    .nullish()
    .transform((value) => (value ? value : null)),
  modulos: z.array(ZModulo).max(30).default([]),
  titulo: zRequiredString('Título', { max: 120 }),
  /** Plain text: tags are stripped by the server. */
  resumo: zRequiredString('Resumo', { max: 1000 }),
  dataLancamento: zRequiredString('Data de lançamento').refine(isIsoDate, { error: MESSAGES.invalidDate }),
  publicado: z.boolean({ error: MESSAGES.invalidValue }).default(false),
});
export type TReleasePostRequest = z.input<typeof ZReleasePostRequest>;
export type TReleasePostInput = z.output<typeof ZReleasePostRequest>;

/** A release post as the feed sends it. */
export const ZReleasePost = z.object({
  id: z.string(),
  url: z.string(),
  capa: z.string().nullable(),
  modulos: z.array(z.string()),
  titulo: z.string(),
  resumo: z.string(),
  /** 'yyyy-MM-dd' */
  dataLancamento: z.string(),
});
export type TReleasePost = z.infer<typeof ZReleasePost>;
export const ZReleasePostList = z.array(ZReleasePost);

export const ZReleasePostAdmin = ZReleasePost.extend({
  databaseId: z.string(),
  publicado: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TReleasePostAdmin = z.infer<typeof ZReleasePostAdmin>;
export const ZReleasePostAdminList = z.array(ZReleasePostAdmin);

/** PATCH /api/painel-admin/novidades/{id}/publicar. */
export const ZReleasePostPublicarRequest = z.object({
  publicado: z.boolean({ error: MESSAGES.invalidValue }),
});
