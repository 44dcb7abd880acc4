import {
  OFERTAS_EM_NEGOCIACAO,
  OFERTAS_VIGENTES,
  type TCargaDocumento,
  type TCargaMongo,
  type TCargaQuadroCard,
  VisibilidadeCarga,
} from '@embarca/domain';
import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  cargaDocumentoItens,
  cargaDocumentos,
  cargaHistorico,
  cargaOfertas,
  cargaRotas,
  cargas,
  empresas,
  unidadesNegocio,
  usuarios,
} from '../../db/schema';
import { createPreparedRunner } from '../../lib/prepared-statements';
import {
  DIRECIONADA_ATIVA,
  type EscopoCargas,
  escopoModelo,
  idsDeCargas,
  veContratacao,
  visivelPara,
} from './carga.access';

/**
 * The load's read model: the one place that knows which columns make a load's card, its details, its
 * documents (with items) and its route points. Every part of the cargas module reads a load through it.
 * It reads by id and decides nothing about access: the gate (carga.access.ts) runs first; the card reader
 * also applies the board's visibility, so a list of ids never shows a card its viewer may not see.
 */

/**
 * A timestamptz as `Date.prototype.toISOString()` writes it (UTC, milliseconds, `Z`): both truncate the
 * microseconds, so the card is the same whichever side formats it.
 */
const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** The cursor's instant keeps PostgreSQL's microseconds: truncated, the page's last card would sort after it. */
export const CURSOR_DH_COLETA = sql.raw(
  `to_char(c.dh_coleta at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
);

/**
 * The board card (ZCargaQuadroCard), written by PostgreSQL as JSON text: the one mapping of a load to its
 * card, for the board pages and `cards`. Node passes the text through (building 50 cards of 45 fields
 * in TypeScript from ~300 parsed rows, then JSON.stringify, cost ~3 ms of CPU per page).
 * CARD_JOINS reads what the card needs beside the load `c`, for the viewer `w.viewer`: one pass over the
 * route points, one over the documents, one over the offers (lateral aggregates), then the names.
 * Contract details kept from the former TypeScript mapping:
 * - dates as ISO strings in UTC with milliseconds (`ISO`); money (scale 2) and measures (scale 3) as
 *   decimal strings (`::text` keeps the column's scale); nulls where a value is missing;
 * - another owner's load (a carrier's view) is 'directed to me' (99), carries no kanban stage of the
 *   shipper's, and shows the hired carrier, vehicle and driver only when the viewer is the one hired
 *   (`h.hired`: the owner, or the carrier tenant hired);
 * - route ends: the first point of rota 1 and the last point of rota 3 in route order;
 * - offers: the viewer sees all offers of its own loads, only its own offers on other owners' loads; 1
 *   ofertada and 2 aceita are negotiations in progress; a directed (tipo 2) offer not refused or
 *   cancelled (4, 5) names the directed carrier when it is the only one;
 * - invoice numbers distinct and sorted by code point (`collate "C"`, as JavaScript's sort);
 * - plates with the old format's hyphen (ABC-1234; Mercosul unchanged, as formatPlate), CPF masked.
 * Objects are `row_to_json` of a one-row sub-select (json_build_object would write `"a" : 1`).
 * Route companies are scalar sub-selects: joined inside the aggregate, the planner hashed the whole
 * companies table once per card.
 */
export const CARD_JOINS = sql`
  cross join lateral (select c.owner_id = w.viewer as own, ${veContratacao(sql.raw('w.viewer'))} as hired) h${sql.raw(`
  cross join lateral (
    select count(*)::int as eventos, count(r.dh_realizada)::int as realizados,
      (array_agg(row_to_json(x) order by r.ordem) filter (where r.rota = 1))[1] as origem,
      (array_agg(row_to_json(x) order by r.ordem desc) filter (where r.rota = 3))[1] as destino
    from "carga_rotas" r
    cross join lateral (select r.localidade, r.cidade, r.uf,
      (select e.nome from "empresas" e where e.id = r.empresa_id) as empresa,
      ${ISO('r.dh_prevista')} as "dhPrevista") x
    where r.carga_id = c.id) rs
  cross join lateral (
    select count(*)::int as quantidade,
      coalesce(array_to_json(array_agg(distinct d.numero_nf collate "C") filter (where d.numero_nf is not null)),
        '[]') as numeros
    from "carga_documentos" d where d.carga_id = c.id) docs
  cross join lateral (
    select count(*) filter (where o.situacao in (${OFERTAS_EM_NEGOCIACAO.join(', ')}))::int as negociacoes,
      case when count(*) filter (where ${DIRECIONADA_ATIVA}) = 1
        then min(e.nome) filter (where ${DIRECIONADA_ATIVA}) end as direcionada
    from "carga_ofertas" o join "empresas" e on e.id = o.transportadora_empresa_id
    where o.carga_id = c.id and (o.owner_id = w.viewer or o.transportadora_owner_id = w.viewer)) ofs
  join "owners" ow on ow.id = c.owner_id
  left join "caracteristicas" ca on ca.id = c.caracteristica_id and ca.descricao <> ''
  left join "empresas" tc on tc.id = c.transportadora_empresa_id and h.hired
  left join "veiculos" v on v.id = c.veiculo_id and h.hired
  left join "motoristas" m on m.id = c.motorista_id and h.hired and m.nome <> ''`)}`;

/** A stored plate as shown: the old format with its hyphen (ABC-1234), Mercosul as it is (ABC1D23). */
const PLACA_FORMATADA = (coluna: string) =>
  `case when ${coluna} ~ '^[A-Z]{3}[0-9]{4}$' then substr(${coluna}, 1, 3) || '-' || substr(${coluna}, 4)
      else ${coluna} end`;

/** The card's fields, in the contract's order (see CARD_JOINS). */
export const CARD_COLUMNS = sql.raw(`
  c.id,
  c.codigo,
  c.codigo_identificador as "codigoIdentificador",
  c.situacao,
  case when h.own then c.etapa_id end as etapa,
  case when h.own then c.visibilidade else ${VisibilidadeCarga.DirecionadaParaMim} end as visibilidade,
  c.origem_carga as "origemCarga",
  c.tipo_frete as "tipoFrete",
  c.lote_id is not null as lote,
  c.unidade_negocio_id as "unidadeNegocioId",
  c.contratacao_id as "contratacaoId",
  c.contratacao_unidade_negocio_id as "contratacaoUnidadeNegocioId",
  c.contratacao_owner_id as "contratacaoOwnerId",
  ${ISO('c.dh_publicacao')} as "dhPublicacao",
  ${ISO('c.dh_coleta')} as "dhColeta",
  ${ISO('c.dh_entrega')} as "dhEntrega",
  ${ISO('c.updated_at')} as "dhModificacao",
  ${ISO('c.dh_pre_finalizacao')} as "dhPreFinalizacao",
  rs.origem,
  rs.destino,
  ow.nome as "nomeDirecionador",
  coalesce(tc.nome, ofs.direcionada) as "nomeDirecionado",
  docs.numeros as "numerosNF",
  c.valor_carga::text as "valorCarga",
  c.valor_frete::text as valor,
  c.peso::text as peso,
  c.volume::text as volume,
  c.volume_unidade as "volumeUnidade",
  c.quantidade,
  case when ca.id is not null then (select row_to_json(x) from (select ca.descricao) x) end as caracteristica,
  -- No fleet number is stored yet. Equipment: the plates of the vehicles allocated with the main one
  -- (cargas.equipamento_ids, in the order chosen).
  case when v.id is not null then (select row_to_json(x) from (select v.id, ${PLACA_FORMATADA('v.placa')} as placa,
    null::text as frota,
    coalesce((select json_agg(${PLACA_FORMATADA('ve.placa')} order by eq.ordem)
      from unnest(c.equipamento_ids) with ordinality eq(id, ordem)
      join "veiculos" ve on ve.id = eq.id), '[]'::json) as equipamentos) x) end as veiculo,
  coalesce(v.frota, false) as "veiculoContratadoFrota",
  case when m.id is not null then (select row_to_json(x) from (select m.nome,
    case when m.cpf = '' then null
      when m.cpf ~ '^[0-9]{11}$' then substr(m.cpf, 1, 3) || '.' || substr(m.cpf, 4, 3) || '.'
        || substr(m.cpf, 7, 3) || '-' || substr(m.cpf, 10, 2)
      else regexp_replace(m.cpf, '[^0-9]', '', 'g') end as documento,
    m.telefone) x) end as motorista,
  ofs.negociacoes as "qntNegociacoesEmAndamento",
  c.qnt_ocorrencias as "qntOcorrencias",
  rs.eventos as "qntEventos",
  rs.realizados as "qntEventosRealizados",
  rs.eventos - rs.realizados as "qntEventosPlanejados",
  docs.quantidade as "qntDocumentos",
  c.alertas_em_aberto as "alertasEmAberto",
  -- Occurrences have no table yet: the card's alert icon is a plain icon with a tooltip.
  null::uuid as "ocorrenciaId",
  c.possui_redespacho as "possuiRedespacho",
  coalesce(c.owner_criador_id, c.owner_id) = w.viewer as "ownerCriadorDaCarga"`);

/** The documents in the register form's order, then (documents from elsewhere) by invoice and code. */
const ORDEM_DOCUMENTOS = [
  sql`${cargaDocumentos.ordem} asc nulls last`,
  asc(cargaDocumentos.numeroNf),
  asc(cargaDocumentos.codigo),
  asc(cargaDocumentos.id),
];

/** A load document as the load calls answer it (ZCargaDocumento, without the shipment code), with its load. */
const DOCUMENTO = {
  cargaId: cargaDocumentos.cargaId,
  id: cargaDocumentos.id,
  codigo: cargaDocumentos.codigo,
  descricao: cargaDocumentos.descricao,
  numero: cargaDocumentos.numero,
  quantidade: cargaDocumentos.quantidade,
  tipoAcondicionamento: cargaDocumentos.tipoAcondicionamento,
  peso: cargaDocumentos.peso,
  cubagem: cargaDocumentos.cubagem,
  valor: cargaDocumentos.valor,
  comprimento: cargaDocumentos.comprimento,
  largura: cargaDocumentos.largura,
  altura: cargaDocumentos.altura,
  numeroNf: cargaDocumentos.numeroNf,
  chaveNf: cargaDocumentos.chaveNf,
};

/**
 * The load's documents as ZCargaDocumento JSON text, in ORDEM_DOCUMENTOS, built by PostgreSQL beside the
 * card (alias `c`): the same fields and forms as DOCUMENTO read through Drizzle — decimals as text with
 * their scale, no shipment code yet. A test compares both, field by field.
 */
const DOCUMENTOS_JSON = sql`(select coalesce(json_agg(json_build_object(
    'id', d.id, 'codigo', d.codigo, 'remessaCodigo', null, 'descricao', d.descricao, 'numero', d.numero,
    'quantidade', d.quantidade, 'tipoAcondicionamento', d.tipo_acondicionamento, 'peso', d.peso::text,
    'cubagem', d.cubagem::text, 'valor', d.valor::text, 'comprimento', d.comprimento::text,
    'largura', d.largura::text, 'altura', d.altura::text, 'numeroNf', d.numero_nf, 'chaveNf', d.chave_nf)
    order by d.ordem asc nulls last, d.numero_nf, d.codigo, d.id), '[]'::json)::text
  from carga_documentos d where d.carga_id = c.id)`;

/** A route point with its company (name, CNPJ, address and coordinates), in route order. */
const ROTA = {
  id: cargaRotas.id,
  cargaId: cargaRotas.cargaId,
  ordem: cargaRotas.ordem,
  rota: cargaRotas.rota,
  empresaId: empresas.id,
  empresaNome: empresas.nome,
  empresaDocumento: empresas.cnpj,
  empresaLatitude: empresas.latitude,
  empresaLongitude: empresas.longitude,
  logradouro: empresas.logradouro,
  numero: empresas.numero,
  complemento: empresas.complemento,
  bairro: empresas.bairro,
  cep: empresas.cep,
  localidade: cargaRotas.localidade,
  cidade: cargaRotas.cidade,
  uf: cargaRotas.uf,
  latitude: cargaRotas.latitude,
  longitude: cargaRotas.longitude,
  dhPrevista: cargaRotas.dhPrevista,
  dhFimPrevista: cargaRotas.dhFimPrevista,
  dhRealizada: cargaRotas.dhRealizada,
};

/** The read model's reads run prepared (lib/prepared-statements.ts): no load read is planned per call. */
const runPrepared = createPreparedRunner('carga_card');

export function createCargaReadModel(db: Database) {
  /** Documents as ZCargaDocumento (with their load's id). Shipments (cross-docking) do not exist yet, so
   * no document carries a shipment code. */
  async function documentosOnde(
    key: string,
    where: SQL,
    values: Record<string, unknown>,
  ): Promise<(TCargaDocumento & { cargaId: string })[]> {
    const rows = await runPrepared.select(
      db,
      key,
      (d) =>
        d
          .select(DOCUMENTO)
          .from(cargaDocumentos)
          .where(where)
          .orderBy(...ORDEM_DOCUMENTOS),
      values,
    );
    return rows.map((row) => ({ ...row, remessaCodigo: null }));
  }

  /**
   * The board cards of the loads among `ids` that the viewer sees on its board, in the ids' order (one
   * statement whatever the count): the one mapping of a load to its card; with `comDocumentos`, each load's
   * documents too (DOCUMENTOS_JSON).
   */
  async function cardRows(escopo: EscopoCargas, cargaIds: readonly string[], comDocumentos: boolean) {
    const ids = idsDeCargas(cargaIds);
    if (ids.length === 0) return [];
    const { modelo, forma, valores } = escopoModelo(escopo);
    const rows = (await runPrepared.compiled(
      db,
      `${forma}${comDocumentos ? '_docs' : ''}`,
      () =>
        sql`select c.id, row_to_json(card)::text as card${comDocumentos ? sql`, ${DOCUMENTOS_JSON} as documentos` : sql``}
          from cargas c
          cross join (select ${modelo.ownerId}::uuid as viewer) w
          ${CARD_JOINS}
          cross join lateral (select ${CARD_COLUMNS}) card
          where c.id = any(${sql.placeholder('ids')}::uuid[]) and ${visivelPara(modelo)}`,
      { ...valores, ids },
    )) as { id: string; card: string; documentos?: string }[];
    const porId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = porId.get(id);
      return row ? [row] : [];
    });
  }

  return {
    /** The board cards of the loads among `ids` the viewer sees, in the ids' order (see `cardRows`). */
    async cards(escopo: EscopoCargas, cargaIds: readonly string[]): Promise<TCargaQuadroCard[]> {
      const rows = await cardRows(escopo, cargaIds, false);
      return rows.map((row) => JSON.parse(row.card) as TCargaQuadroCard);
    },

    /**
     * `cards` of one load with its documents (TCargaMongo), in the same statement: GET /carga-mongo/{id}
     * and the details read a load in one round trip instead of two.
     */
    async cardComDocumentos(escopo: EscopoCargas, cargaId: string): Promise<TCargaMongo | undefined> {
      const [row] = await cardRows(escopo, [cargaId], true);
      if (!row) return undefined;
      return {
        ...(JSON.parse(row.card) as TCargaQuadroCard),
        documentos: JSON.parse(row.documentos ?? '[]'),
      };
    },

    /** The loads' documents (ZCargaDocumento) by load, in the form's order; a load without any is absent. */
    async documentos(cargaIds: readonly string[]): Promise<Map<string, TCargaDocumento[]>> {
      const porCarga = new Map<string, TCargaDocumento[]>();
      if (cargaIds.length === 0) return porCarga;
      for (const { cargaId, ...documento } of await documentosOnde(
        'documentos',
        sql`${cargaDocumentos.cargaId} = any(${sql.placeholder('ids')}::uuid[])`,
        { ids: [...cargaIds] },
      )) {
        const lista = porCarga.get(cargaId);
        if (lista) lista.push(documento);
        else porCarga.set(cargaId, [documento]);
      }
      return porCarga;
    },

    /** One document (ZCargaDocumento). */
    async documento(documentoId: string): Promise<TCargaDocumento | undefined> {
      const [row] = await documentosOnde('documento', eq(cargaDocumentos.id, sql.placeholder('id')), {
        id: documentoId,
      });
      if (!row) return undefined;
      const { cargaId: _cargaId, ...documento } = row;
      return documento;
    },

    /** The items of the loads' documents, in their order within each document. */
    async itens(cargaIds: readonly string[]) {
      if (cargaIds.length === 0) return [];
      return runPrepared.select(
        db,
        'itens',
        (d) =>
          d
            .select({
              cargaDocumentoId: cargaDocumentoItens.cargaDocumentoId,
              id: cargaDocumentoItens.id,
              ordem: cargaDocumentoItens.ordem,
              codigo: cargaDocumentoItens.codigo,
              descricao: cargaDocumentoItens.descricao,
              quantidade: cargaDocumentoItens.quantidade,
              peso: cargaDocumentoItens.peso,
              valor: cargaDocumentoItens.valor,
            })
            .from(cargaDocumentoItens)
            .innerJoin(
              cargaDocumentos,
              and(
                eq(cargaDocumentos.id, cargaDocumentoItens.cargaDocumentoId),
                eq(cargaDocumentos.ownerId, cargaDocumentoItens.ownerId),
              ),
            )
            .where(sql`${cargaDocumentos.cargaId} = any(${sql.placeholder('ids')}::uuid[])`)
            .orderBy(asc(cargaDocumentoItens.cargaDocumentoId), asc(cargaDocumentoItens.ordem)),
        { ids: [...cargaIds] },
      );
    },

    /** The loads' route points in route order, each with its company. */
    async rotas(cargaIds: readonly string[]) {
      if (cargaIds.length === 0) return [];
      return runPrepared.select(
        db,
        'rotas',
        (d) =>
          d
            .select(ROTA)
            .from(cargaRotas)
            .leftJoin(empresas, eq(empresas.id, cargaRotas.empresaId))
            .where(sql`${cargaRotas.cargaId} = any(${sql.placeholder('ids')}::uuid[])`)
            .orderBy(asc(cargaRotas.cargaId), asc(cargaRotas.ordem)),
        { ids: [...cargaIds] },
      );
    },

    /** The details drawer's commercial fields, the unit's name and the creator's name. */
    async detalhe(cargaId: string) {
      const rows = await runPrepared.select(
        db,
        'detalhe',
        (d) =>
          d
            .select({
              unidadeNegocioId: unidadesNegocio.id,
              unidadeNegocioNome: unidadesNegocio.descricao,
              modalidade: cargas.modalidade,
              tipoTarifa: cargas.tipoTarifa,
              valorTotalFrete: cargas.valorTotalFrete,
              impostoSuspenso: cargas.impostoSuspenso,
              acondicionamento: cargas.acondicionamento,
              distancia: cargas.distancia,
              tempo: cargas.tempo,
              motivoDesativacao: cargas.motivoDesativacao,
              dhFinalizacao: cargas.dhFinalizacao,
              criadoEm: cargas.createdAt,
              criadoPor: usuarios.nome,
            })
            .from(cargas)
            .innerJoin(unidadesNegocio, eq(unidadesNegocio.id, cargas.unidadeNegocioId))
            .leftJoin(usuarios, eq(usuarios.id, cargas.createdBy))
            .where(eq(cargas.id, sql.placeholder('cargaId')))
            .limit(1),
        { cargaId },
      );
      return rows[0];
    },

    /**
     * The carriers the load was offered or directed to: every one for the shipper's view, only the offers
     * made to `transportadoraOwnerId` when given (a carrier's view).
     */
    async ofertas(cargaId: string, transportadoraOwnerId?: string) {
      return runPrepared.select(
        db,
        transportadoraOwnerId === undefined ? 'ofertas' : 'ofertas_da_transportadora',
        (d) =>
          d
            .select({
              ofertaId: cargaOfertas.id,
              empresaId: empresas.id,
              nome: empresas.nome,
              documento: empresas.cnpj,
              tipo: cargaOfertas.tipo,
              situacao: cargaOfertas.situacao,
              valorProposto: cargaOfertas.valorProposto,
              criadoEm: cargaOfertas.createdAt,
              atualizadoEm: cargaOfertas.updatedAt,
            })
            .from(cargaOfertas)
            .innerJoin(empresas, eq(empresas.id, cargaOfertas.transportadoraEmpresaId))
            .where(
              and(
                eq(cargaOfertas.cargaId, sql.placeholder('cargaId')),
                transportadoraOwnerId === undefined
                  ? undefined
                  : eq(cargaOfertas.transportadoraOwnerId, sql.placeholder('transportadoraOwnerId')),
              ),
            )
            .orderBy(asc(cargaOfertas.createdAt), asc(cargaOfertas.id)),
        { cargaId, transportadoraOwnerId },
      );
    },

    /** Carrier tenants the load is still offered to, directed to or hired by (they see it; they hear of it). */
    async transportadoraOwnerIds(cargaId: string): Promise<string[]> {
      const rows = await runPrepared.select(
        db,
        'transportadoras_vigentes',
        (d) =>
          d
            .selectDistinct({ ownerId: cargaOfertas.transportadoraOwnerId })
            .from(cargaOfertas)
            .where(
              and(
                eq(cargaOfertas.cargaId, sql.placeholder('cargaId')),
                isNotNull(cargaOfertas.transportadoraOwnerId),
                inArray(cargaOfertas.situacao, [...OFERTAS_VIGENTES]),
              ),
            ),
        { cargaId },
      );
      return rows.flatMap((row) => (row.ownerId ? [row.ownerId] : []));
    },

    /** The load's history, newest first, with the user's name. */
    async historico(ownerId: string, cargaId: string) {
      return runPrepared.select(
        db,
        'historico',
        (d) =>
          d
            .select({
              id: cargaHistorico.id,
              acao: cargaHistorico.acao,
              descricao: cargaHistorico.descricao,
              usuario: usuarios.nome,
              criadoEm: cargaHistorico.createdAt,
            })
            .from(cargaHistorico)
            .leftJoin(usuarios, eq(usuarios.id, cargaHistorico.usuarioId))
            .where(
              and(
                eq(cargaHistorico.ownerId, sql.placeholder('ownerId')),
                eq(cargaHistorico.cargaId, sql.placeholder('cargaId')),
              ),
            )
            .orderBy(desc(cargaHistorico.createdAt), desc(cargaHistorico.id)),
        { ownerId, cargaId },
      );
    },
  };
}

export type CargaReadModel = ReturnType<typeof createCargaReadModel>;
export type RotaRow = Awaited<ReturnType<CargaReadModel['rotas']>>[number];
