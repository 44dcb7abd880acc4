import { z } from 'zod';
import { MESSAGES } from '../shared/messages';
import { AutorMensagem, MENSAGENS, MENSAGENS_MESSAGES } from './mensagens.enums';

/** A path id: the API prefixes the parameter's label (`rotuloDoCampo`) to 'Formato inválido.'. */
const zId = () => z.guid({ error: MESSAGES.invalidFormat });

/** `/:id` of the chat calls (a conversation id; for GET /{id}/details the load's). */
export const ZConversaParams = z.object({ id: zId() });
/** POST /{ofertaCargaId}/{motoristaId}: the load (our offer id is the load id) and the driver. */
export const ZConversaCriarParams = z.object({
  ofertaCargaId: zId(),
  motoristaId: zId(),
});
export const ZMensagemParams = z.object({ mensagemId: zId() });

/** POST /api/conversacarga/search (01 §7): `query` matches the load code, a driver's name or a city. */
export const ZConversaSearchRequest = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(MENSAGENS.maxTake).default(MENSAGENS.pageSize),
  query: z.string().trim().max(100).optional().nullable(),
});
export type TConversaSearchRequest = z.infer<typeof ZConversaSearchRequest>;

/** Where a load goes: its first origin and final destination ("Cidade/UF"). */
export const ZRotaResumo = z.object({ origem: z.string().nullable(), destino: z.string().nullable() });

/** One conversation as lists show it. */
export const ZConversaResumo = z.object({
  id: z.string(),
  /** The spec's conversaCargaId: the conversation's own id. */
  conversaCargaId: z.string(),
  cargaId: z.string(),
  ofertaCargaId: z.string(),
  motoristaId: z.string(),
  motoristaNome: z.string(),
  dhUltimaMensagem: z.string().nullable(),
  ultimaMensagem: z.string().nullable(),
  naoLidas: z.number().int(),
});
export type TConversaResumo = z.infer<typeof ZConversaResumo>;

/** A group of the inbox: the conversations about one load (01 §3: id, conversasMotorista, …). */
export const ZConversaGrupo = ZRotaResumo.extend({
  id: z.string(),
  ofertaCargaId: z.string(),
  cargaCodigo: z.number().int(),
  dhUltimaMensagem: z.string().nullable(),
  hasUnread: z.boolean(),
  conversasMotorista: z.array(ZConversaResumo),
});
export type TConversaGrupo = z.infer<typeof ZConversaGrupo>;

export const ZConversaSearchResponse = z.object({
  items: z.array(ZConversaGrupo),
  total: z.number().int(),
});
export type TConversaSearchResponse = z.infer<typeof ZConversaSearchResponse>;

/** The load a conversation is about (GET /{id}/carga). */
export const ZConversaCarga = ZRotaResumo.extend({
  id: z.string(),
  codigo: z.number().int(),
  situacao: z.number().int(),
  situacaoDescricao: z.string(),
  dataColeta: z.string().nullable(),
});
export type TConversaCarga = z.infer<typeof ZConversaCarga>;

/** A conversation (GET /{id}, the create call). */
export const ZConversa = ZConversaResumo.extend({
  cargaCodigo: z.number().int(),
  origem: z.string().nullable(),
  destino: z.string().nullable(),
  criadaEm: z.string(),
  /** The driver has read up to here (the operators' "lida" tick). */
  motoristaLidaAte: z.string().nullable(),
});
export type TConversa = z.infer<typeof ZConversa>;

export const ZMensagem = z.object({
  id: z.string(),
  conversaId: z.string(),
  autor: z.union([z.literal(AutorMensagem.Usuario), z.literal(AutorMensagem.Motorista)]),
  autorNome: z.string(),
  texto: z.string().nullable(),
  /** The photo, when there is one (served by the anexo call of each side). */
  anexo: z.object({ contentType: z.string(), tamanho: z.number().int() }).nullable(),
  dhMensagem: z.string(),
});
export type TMensagem = z.infer<typeof ZMensagem>;

/** GET /details/{id}/conversa: the conversation and its latest messages, oldest first. */
export const ZConversaDetalhe = z.object({ conversa: ZConversa, mensagens: z.array(ZMensagem) });
export type TConversaDetalhe = z.infer<typeof ZConversaDetalhe>;

/** POST …/mensagens: text and/or a photo (a base64 data URL, like the load attachments). */
export const ZEnviarMensagemRequest = z
  .object({
    texto: z
      .string()
      .trim()
      .max(MENSAGENS.textoMaximo, { error: MENSAGENS_MESSAGES.textoLongo })
      .optional()
      .nullable(),
    foto: z.string().min(1, { error: MENSAGENS_MESSAGES.fotoVazia }).optional().nullable(),
  })
  .refine((corpo) => Boolean(corpo.texto) || Boolean(corpo.foto), {
    error: MENSAGENS_MESSAGES.vazia,
    path: ['texto'],
  });
export type TEnviarMensagemRequest = z.infer<typeof ZEnviarMensagemRequest>;

/** GET /porMotorista?filtro: the company's active drivers (name or CPF) with their open conversations. */
export const ZConversaPorMotoristaQuery = z.object({ filtro: z.string().trim().max(100).optional() });
export const ZMotoristaDaConversa = z.object({
  motoristaId: z.string(),
  nome: z.string(),
  cpf: z.string().nullable(),
  conversas: z.array(ZConversaResumo),
});
export type TMotoristaDaConversa = z.infer<typeof ZMotoristaDaConversa>;
export const ZConversaPorMotoristaResponse = z.array(ZMotoristaDaConversa);

/** GET /nao-lidas: the user's unread messages, keyed by conversaId (01 §3), and their total (the badge). */
export const ZNaoLidasResponse = z.object({
  total: z.number().int(),
  porConversa: z.record(z.string(), z.number().int()),
});
export type TNaoLidasResponse = z.infer<typeof ZNaoLidasResponse>;

/** The driver's side (/api/motorista/conversas): their conversations, each with the company's name. */
export const ZConversaDoMotorista = ZConversa.extend({ empresa: z.string() });
export type TConversaDoMotorista = z.infer<typeof ZConversaDoMotorista>;
export const ZConversasDoMotorista = z.array(ZConversaDoMotorista);
export const ZConversaDoMotoristaDetalhe = z.object({
  conversa: ZConversaDoMotorista,
  mensagens: z.array(ZMensagem),
});
export type TConversaDoMotoristaDetalhe = z.infer<typeof ZConversaDoMotoristaDetalhe>;
