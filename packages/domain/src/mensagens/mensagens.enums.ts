import { base64Length } from '../cargas/anexos/anexos.rules';
import { ChannelCode } from '../notificacoes/notificacoes.rules';

/**
 * Chat with drivers (01 §1, §2, §3, §7, §9; issue 20): conversations about a load between the company's
 * operators and one of its drivers, under /api/conversacarga (users) and /api/motorista/conversas (driver).
 */

/** Who wrote a message: one of the company's users, or the conversation's driver. */
export const AutorMensagem = { Usuario: 1, Motorista: 2 } as const;
export type TAutorMensagem = (typeof AutorMensagem)[keyof typeof AutorMensagem];
export const AUTOR_MENSAGEM_LABELS: Record<TAutorMensagem, string> = { 1: 'Usuário', 2: 'Motorista' };

export const MENSAGENS = {
  /** The chat inbox page (01 §9: "chat list also page 10, skip 0"). */
  pageSize: 10,
  /** The most a page may ask for. */
  maxTake: 50,
  /** Text of one message. */
  textoMaximo: 2_000,
  /** A photo's bytes (JPEG, PNG or WebP, checked by its bytes). */
  fotoTamanhoMaximo: 5 * 1024 * 1024,
  /** Messages of one thread answered at once (the latest). */
  mensagensPorConversa: 200,
  /** Drivers answered by GET /porMotorista. */
  motoristasPorBusca: 20,
  /** The driver's page has no hub: it reads its conversations again this often. */
  pollingMotoristaMs: 5_000,
  /** The operator's open thread reads again this often (messages of colleagues; the driver's arrive live). */
  pollingConversaMs: 15_000,
} as const;

/** The JSON body limit of a send: the largest photo as base64, the text and the data-URL prefix. */
export const MENSAGEM_BODY_LIMIT = base64Length(MENSAGENS.fotoTamanhoMaximo) + 64 * 1024;

/**
 * The notification channel code of a new chat message (channel CARGA_MOTORISTA): the web shows the chat
 * alert instead of the notification toast and the click opens `/mensagens/{eventId}`.
 */
export const CHANNEL_CODE_CONVERSA = ChannelCode.Conversa;

/** localStorage key of the messages sound toggle (01 §4, §9: on unless stored as 'false'). */
export const SOM_MENSAGENS_STORAGE_KEY = 'embarca.mensagens.som';

export const MENSAGENS_MESSAGES = {
  vazia: 'Escreva uma mensagem ou anexe uma foto.',
  textoLongo: `Texto: tamanho máximo de ${MENSAGENS.textoMaximo} caracteres.`,
  fotoInvalida: 'Foto: envie uma imagem JPEG, PNG ou WebP.',
  fotoVazia: 'Foto: o arquivo está vazio ou não é uma data URL base64.',
  fotoTamanho: 'Foto: o tamanho máximo é 5 MB.',
  motoristaInativo: 'Motorista: o motorista não está ativo.',
  conversaExcluida: 'Conversa excluída.',
  lidas: 'Mensagens marcadas como lidas.',
  semAnexo: 'Esta mensagem não tem foto.',
  novaMensagemTitulo: 'Nova mensagem de motorista',
} as const;
