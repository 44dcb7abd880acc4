import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AutorMensagem,
  CHANNEL_CODE_CONVERSA,
  ChannelType,
  cidadeUf,
  MENSAGENS,
  MENSAGENS_MESSAGES,
  type TConversa,
  type TConversaCarga,
  type TConversaDetalhe,
  type TConversaDoMotorista,
  type TConversaDoMotoristaDetalhe,
  type TConversaGrupo,
  type TConversaResumo,
  type TConversaSearchRequest,
  type TConversaSearchResponse,
  type TEnviarMensagemRequest,
  TipoNotificacao,
  type TMensagem,
  type TMotoristaDaConversa,
  type TNaoLidasResponse,
  tipoDaImagem,
} from '@embarca/domain';
import type { Database } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { decodeBase64DataUrl } from '../../lib/data-url';
import { escapeHtml } from '../../lib/mailer';
import type { ObjectStorage, StoredObject } from '../../lib/storage';
import type { RequestSession } from '../../plugins/authenticate';
import type { Notify } from '../notificacoes/notificacoes.service';
import type { MensagensAccess } from './mensagens.access';
import { type ConversaLida, iso, type MensagensRepository } from './mensagens.repository';

export interface MensagensServiceDeps {
  db: Database;
  repository: MensagensRepository;
  access: MensagensAccess;
  storage: ObjectStorage;
  notify: Notify;
  /** The driver records of a driver session still active (a deactivated driver loses it: 401). */
  motoristasAtivos: (motoristaIds: string[]) => Promise<{ id: string }[]>;
  now?: () => Date;
  onError?: (error: unknown, context: string) => void;
}

/** A photo, checked by its bytes (the motoristas photo's check: JPEG, PNG, WebP; SVG refused) and size. */
function fotoValidada(foto: string): { data: Buffer; contentType: string } {
  const decoded = decodeBase64DataUrl(foto);
  if (!decoded || decoded.data.length === 0) throw fieldError('foto', MENSAGENS_MESSAGES.fotoVazia);
  const contentType = tipoDaImagem(decoded.data);
  if (!contentType) throw fieldError('foto', MENSAGENS_MESSAGES.fotoInvalida);
  if (decoded.data.length > MENSAGENS.fotoTamanhoMaximo) {
    throw new AppError('PAYLOAD_TOO_LARGE', MENSAGENS_MESSAGES.fotoTamanho);
  }
  return { data: decoded.data, contentType };
}

function resumo(row: ConversaLida): TConversaResumo {
  const ultima = row.ultima_mensagem ?? (row.ultima_tem_foto ? '📷 Foto' : null);
  return {
    id: row.id,
    conversaCargaId: row.id,
    cargaId: row.carga_id,
    ofertaCargaId: row.carga_id,
    motoristaId: row.motorista_id,
    motoristaNome: row.motorista_nome,
    dhUltimaMensagem: iso(row.ultima_mensagem_em),
    ultimaMensagem: ultima,
    naoLidas: Number(row.nao_lidas ?? 0),
  };
}

function conversa(row: ConversaLida): TConversa {
  return {
    ...resumo(row),
    cargaCodigo: Number(row.carga_codigo),
    origem: cidadeUf(row.origem_cidade, row.origem_uf),
    destino: cidadeUf(row.destino_cidade, row.destino_uf),
    criadaEm: iso(row.created_at)!,
    motoristaLidaAte: iso(row.motorista_lida_ate),
  };
}

const doMotorista = (row: ConversaLida): TConversaDoMotorista => ({
  ...conversa(row),
  empresa: row.empresa ?? '',
});

/** The inbox groups: one per load, its conversations latest first; hasUnread when any has unread. */
export function agruparPorCarga(rows: ConversaLida[], ordem: string[]): TConversaGrupo[] {
  const porCarga = new Map<string, ConversaLida[]>();
  for (const row of rows) porCarga.set(row.carga_id, [...(porCarga.get(row.carga_id) ?? []), row]);
  return ordem.flatMap((cargaId) => {
    const lista = porCarga.get(cargaId);
    if (!lista || lista.length === 0) return [];
    const primeira = lista[0]!;
    const conversas = lista.map(resumo);
    const datas = lista.map((row) => iso(row.ultima_mensagem_em)).filter((d): d is string => d !== null);
    return [
      {
        id: cargaId,
        ofertaCargaId: cargaId,
        cargaCodigo: Number(primeira.carga_codigo),
        origem: cidadeUf(primeira.origem_cidade, primeira.origem_uf),
        destino: cidadeUf(primeira.destino_cidade, primeira.destino_uf),
        dhUltimaMensagem: datas.sort().at(-1) ?? null,
        hasUnread: conversas.some((c) => c.naoLidas > 0),
        conversasMotorista: conversas,
      },
    ];
  });
}

/**
 * The chat with drivers (issue 20). Users: the company's conversations on loads they see; drivers: their
 * own. A message is text and/or one photo (stored in the object storage under
 * `mensagens/<owner>/<conversa>/<uuid>`, served only through the session of either side). A driver's message
 * is a notification (channel CARGA_MOTORISTA, code CONVERSA_CARGA) to the users who can see the load: the
 * notification hub carries it live, and the web turns it into the chat alert and the badge.
 */
export function createMensagensService({
  db,
  repository,
  access,
  storage,
  notify,
  motoristasAtivos,
  now = () => new Date(),
  onError = () => undefined,
}: MensagensServiceDeps) {
  async function lerConversa(session: RequestSession, id: string): Promise<TConversa> {
    await access.conversa(session, id);
    const row = await repository.conversa(id, session.userId);
    if (!row) throw new AppError('NOT_FOUND');
    return conversa(row);
  }

  async function ativos(motoristaIds: string[]): Promise<string[]> {
    const rows = await motoristasAtivos(motoristaIds);
    if (rows.length === 0) throw new AppError('UNAUTHORIZED');
    return rows.map((row) => row.id);
  }

  /** One write of a message (either side): the photo first, then the row; the photo removed on failure. */
  async function gravar(
    conversaRow: { id: string; ownerId: string },
    autor: { usuarioId: string } | { motoristaId: string },
    corpo: TEnviarMensagemRequest,
  ) {
    const foto = corpo.foto ? fotoValidada(corpo.foto) : null;
    const texto = corpo.texto?.trim() || null;
    if (!texto && !foto) throw fieldError('texto', MENSAGENS_MESSAGES.vazia);
    const chave = foto ? `mensagens/${conversaRow.ownerId}/${conversaRow.id}/${crypto.randomUUID()}` : null;
    if (foto && chave) await storage.put(chave, foto.data, { contentType: foto.contentType });
    try {
      return await db.transaction(async (tx) => {
        const row = await repository.inserirMensagem(tx, {
          conversaId: conversaRow.id,
          ownerId: conversaRow.ownerId,
          autor: 'usuarioId' in autor ? AutorMensagem.Usuario : AutorMensagem.Motorista,
          usuarioId: 'usuarioId' in autor ? autor.usuarioId : null,
          motoristaId: 'motoristaId' in autor ? autor.motoristaId : null,
          texto,
          anexoChave: chave,
          anexoContentType: foto?.contentType ?? null,
          anexoTamanho: foto?.data.length ?? null,
          createdAt: now(),
        });
        // The author has read what they answered.
        if ('usuarioId' in autor) {
          await repository.marcarLida(tx, {
            conversaId: conversaRow.id,
            usuarioId: autor.usuarioId,
            ownerId: conversaRow.ownerId,
            ate: row.createdAt,
          });
        }
        return row;
      });
    } catch (error) {
      if (chave) await storage.delete(chave).catch((cleanup) => onError(cleanup, chave));
      throw error;
    }
  }

  async function mensagemGravada(id: string): Promise<TMensagem> {
    const row = await repository.mensagem(id);
    if (!row) throw new AppError('NOT_FOUND');
    const [lida] = (await repository.mensagens(row.conversaId)).filter((m) => m.id === id);
    if (!lida) throw new AppError('NOT_FOUND');
    return lida;
  }

  async function anexo(chave: string | null): Promise<{ objeto: StoredObject; contentType: string }> {
    const objeto = chave ? await storage.get(chave) : null;
    if (!objeto) throw new AppError('NOT_FOUND', MENSAGENS_MESSAGES.semAnexo);
    const chunks: Buffer[] = [];
    for await (const chunk of objeto.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    const data = Buffer.concat(chunks);
    const contentType = tipoDaImagem(data) ?? 'application/octet-stream';
    return { objeto: { stream: Readable.from([data]), size: data.length }, contentType };
  }

  return {
    async search(session: RequestSession, request: TConversaSearchRequest): Promise<TConversaSearchResponse> {
      const consulta = access.consulta(session);
      const { cargaIds, total } = await repository.paginaDeCargas(consulta, request);
      const rows = await repository.conversasDasCargas(consulta, cargaIds);
      return { items: agruparPorCarga(rows, cargaIds), total };
    },

    /** GET /{id}/details: the group of one load (its conversations). */
    async grupo(session: RequestSession, cargaId: string): Promise<TConversaGrupo> {
      await access.carga(session, cargaId);
      const rows = await repository.conversasDasCargas(access.consulta(session), [cargaId]);
      const [grupo] = agruparPorCarga(rows, [cargaId]);
      if (grupo) return grupo;
      const carga = await repository.carga(cargaId);
      if (!carga) throw new AppError('NOT_FOUND');
      return {
        id: cargaId,
        ofertaCargaId: cargaId,
        cargaCodigo: Number(carga.codigo),
        origem: cidadeUf(carga.origem_cidade, carga.origem_uf),
        destino: cidadeUf(carga.destino_cidade, carga.destino_uf),
        dhUltimaMensagem: null,
        hasUnread: false,
        conversasMotorista: [],
      };
    },

    /** POST /{ofertaCargaId}/{motoristaId}: the open conversation of the pair, created when there is none. */
    async abrir(
      session: RequestSession,
      cargaId: string,
      motoristaId: string,
    ): Promise<{ criada: boolean; conversa: TConversa }> {
      await access.carga(session, cargaId);
      await access.motorista(session, motoristaId);
      const existente = await repository.conversaAberta(session.ownerId, cargaId, motoristaId);
      if (existente) return { criada: false, conversa: await lerConversa(session, existente) };
      const criada = await repository.criarConversa({
        ownerId: session.ownerId,
        cargaId,
        motoristaId,
        criadaPor: session.userId,
      });
      // A concurrent request created it first: answer that one.
      const id = criada ?? (await repository.conversaAberta(session.ownerId, cargaId, motoristaId));
      if (!id) throw new AppError('CONFLICT');
      return { criada: Boolean(criada), conversa: await lerConversa(session, id) };
    },

    conversa: lerConversa,

    async detalhe(session: RequestSession, id: string): Promise<TConversaDetalhe> {
      const conversaLida = await lerConversa(session, id);
      return { conversa: conversaLida, mensagens: await repository.mensagens(id) };
    },

    async excluir(session: RequestSession, id: string): Promise<void> {
      await access.conversa(session, id);
      await repository.excluirConversa(id, now());
    },

    async carga(session: RequestSession, id: string): Promise<TConversaCarga> {
      const row = await access.conversa(session, id);
      const carga = await repository.carga(row.cargaId);
      if (!carga) throw new AppError('NOT_FOUND');
      return {
        id: carga.id,
        codigo: Number(carga.codigo),
        situacao: Number(carga.situacao),
        situacaoDescricao: carga.situacaoDescricao,
        dataColeta: carga.dataColeta,
        origem: cidadeUf(carga.origem_cidade, carga.origem_uf),
        destino: cidadeUf(carga.destino_cidade, carga.destino_uf),
      };
    },

    async porMotorista(session: RequestSession, filtro: string | undefined): Promise<TMotoristaDaConversa[]> {
      const motoristas = await repository.motoristasDaEmpresa(session.ownerId, filtro);
      const conversas = await repository.conversasDosMotoristas(
        access.consulta(session),
        motoristas.map((m) => m.id),
      );
      return motoristas.map((m) => ({
        motoristaId: m.id,
        nome: m.nome,
        cpf: m.cpf,
        conversas: conversas.filter((c) => c.motorista_id === m.id).map(resumo),
      }));
    },

    async naoLidas(session: RequestSession): Promise<TNaoLidasResponse> {
      const rows = await repository.naoLidas(access.consulta(session));
      const porConversa = Object.fromEntries(rows.map((row) => [row.id, Number(row.nao_lidas)]));
      return { total: rows.reduce((soma, row) => soma + Number(row.nao_lidas), 0), porConversa };
    },

    async marcarLidas(session: RequestSession, id: string): Promise<void> {
      const row = await access.conversa(session, id);
      await repository.marcarLida(db, {
        conversaId: id,
        usuarioId: session.userId,
        ownerId: row.ownerId,
        ate: now(),
      });
    },

    /** A user's message (the driver sees it on their next read; the page polls). */
    async enviar(session: RequestSession, id: string, corpo: TEnviarMensagemRequest): Promise<TMensagem> {
      const row = await access.conversa(session, id);
      await access.motorista(session, row.motoristaId);
      const mensagem = await gravar(row, { usuarioId: session.userId }, corpo);
      return mensagemGravada(mensagem.id);
    },

    async anexo(session: RequestSession, mensagemId: string) {
      const mensagem = await repository.mensagem(mensagemId);
      if (!mensagem || mensagem.ownerId !== session.ownerId) throw new AppError('NOT_FOUND');
      await access.conversa(session, mensagem.conversaId);
      return anexo(mensagem.anexoChave);
    },

    motorista: {
      async conversas(motoristaIds: string[]): Promise<TConversaDoMotorista[]> {
        return (await repository.conversasDoMotorista(await ativos(motoristaIds))).map(doMotorista);
      },

      /** The thread; reading it marks the users' messages read for the driver. */
      async detalhe(motoristaIds: string[], id: string): Promise<TConversaDoMotoristaDetalhe> {
        const row = await access.doMotorista(await ativos(motoristaIds), id);
        const mensagens = await repository.mensagens(id);
        const ultima = mensagens.at(-1);
        if (ultima) await repository.motoristaLeu(id, new Date(ultima.dhMensagem));
        return { conversa: doMotorista(row), mensagens };
      },

      /** A driver's message: stored, then a notification to the users who can see the load. */
      async enviar(motoristaIds: string[], id: string, corpo: TEnviarMensagemRequest): Promise<TMensagem> {
        const row = await access.doMotorista(await ativos(motoristaIds), id);
        const gravada = await gravar(
          { id: row.id, ownerId: row.owner_id },
          { motoristaId: row.motorista_id },
          corpo,
        );
        await repository.motoristaLeu(id, gravada.createdAt);
        const destinatarios = await repository.usuariosDaCarga(row.owner_id, row.carga_id);
        const previa = gravada.texto ? gravada.texto.slice(0, 140) : '📷 Foto';
        await notify({
          ownerId: row.owner_id,
          channelType: ChannelType.CargaMotorista,
          channelCode: CHANNEL_CODE_CONVERSA,
          channelGroupId: row.id,
          eventId: row.id,
          eventRouteId: row.carga_id,
          title: MENSAGENS_MESSAGES.novaMensagemTitulo,
          body: `<p><strong>${escapeHtml(row.motorista_nome)}</strong> (carga ${Number(row.carga_codigo)}): ${escapeHtml(previa)}</p>`,
          tipo: TipoNotificacao.Azul,
          recipients: destinatarios,
        }).catch((error: unknown) => onError(error, 'notificação de mensagem'));
        return mensagemGravada(gravada.id);
      },

      async anexo(motoristaIds: string[], mensagemId: string) {
        const mensagem = await repository.mensagem(mensagemId);
        if (!mensagem) throw new AppError('NOT_FOUND');
        await access.doMotorista(await ativos(motoristaIds), mensagem.conversaId);
        return anexo(mensagem.anexoChave);
      },
    },
  };
}

export type MensagensService = ReturnType<typeof createMensagensService>;
