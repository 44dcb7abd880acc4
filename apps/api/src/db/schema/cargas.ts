import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { caracteristicas } from './caracteristicas';
import { cargaLotes } from './cargas-modelos-lotes';
import { measure, money, timestamps, tz } from './columns';
import { empresas } from './empresas';
import { motoristas, veiculos } from './frota';
import { kanbanEtapas } from './kanban';
import { owners } from './owners';
import { unidadesNegocio } from './unidades-negocio';
import { usuarios } from './usuarios';

/**
 * The load (carga, 02 §3). Codes (02 §4):
 * - situacao: 1 aguardando contratação, 2 em andamento, 3 entregue ('Ofertada' on the card),
 *   4 finalizada, 5 cancelada, 7 possui ocorrência, 8 entregue mas não finalizada, 99 desativada;
 * - visibilidade: 1 restrita, 2 direcionada ('directed to me', 99, is computed for the viewer, never stored);
 * - origem_carga: 1 manual, 2 Excel, 3 integração, 4 formador de cargas, 5 hub de integração,
 *   6 cross-docking, 7 redespacho, 99 desconhecida;
 * - tipo_frete: 1 CIF, 2 FOB, 3 FOB dirigido; modalidade: 1 Lotação, 2 Compartilhada, 3 Fracionada;
 * - tipo_tarifa: 1 valor por km, 2 a combinar, 3 por tonelada, 4 por volume, 5 fixo, 6 tabela de frete;
 * - volume_unidade: 5 litros, 7 m³.
 * `codigo` is unique per owner, allocated from owner_counters ('carga').
 * A carrier tenant sees a shipper's load only through carga_ofertas (DESIGN.md §2).
 */
export const cargas = pgTable(
  'cargas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    unidadeNegocioId: uuid('unidade_negocio_id')
      .notNull()
      .references(() => unidadesNegocio.id),
    codigo: integer('codigo').notNull(),
    codigoIdentificador: varchar('codigo_identificador', { length: 60 }),
    situacao: smallint('situacao').notNull().default(1),
    etapaId: uuid('etapa_id').references(() => kanbanEtapas.id, { onDelete: 'set null' }),
    visibilidade: smallint('visibilidade').notNull().default(1),
    origemCarga: smallint('origem_carga').notNull().default(1),
    tipoFrete: smallint('tipo_frete').notNull().default(1),
    modalidade: smallint('modalidade'),
    caracteristicaId: uuid('caracteristica_id').references(() => caracteristicas.id),
    /** The lot (cargalote) the load belongs to (modules/cargas/modelos). */
    loteId: uuid('lote_id').references(() => cargaLotes.id),
    valorCarga: money('valor_carga'),
    valorFrete: money('valor_frete'),
    valorTotalFrete: money('valor_total_frete'),
    impostoSuspenso: boolean('imposto_suspenso').notNull().default(false),
    tipoTarifa: smallint('tipo_tarifa'),
    /** The freight table version the load was quoted with (tabelas_frete; issue 19, migration 0024). */
    tabelaFreteId: uuid('tabela_frete_id'),
    /** kg */
    peso: measure('peso'),
    volume: measure('volume'),
    volumeUnidade: smallint('volume_unidade').notNull().default(7),
    quantidade: integer('quantidade'),
    /** Packaging kind (e.g. 'Palete', 'Caixa'). */
    acondicionamento: text('acondicionamento'),
    /** Who to talk to about the load (model.contatos); telefone as 10 or 11 digits. */
    contato: text('contato'),
    telefone: varchar('telefone', { length: 11 }),
    email: text('email'),
    /** metres */
    distancia: integer('distancia'),
    /** minutes */
    tempo: integer('tempo'),
    dhPublicacao: tz('dh_publicacao'),
    dhColeta: tz('dh_coleta'),
    dhEntrega: tz('dh_entrega'),
    dhPreFinalizacao: tz('dh_pre_finalizacao'),
    dhFinalizacao: tz('dh_finalizacao'),
    veiculoId: uuid('veiculo_id').references(() => veiculos.id),
    motoristaId: uuid('motorista_id').references(() => motoristas.id),
    /** The contracted carrier company (a row of this owner's empresas). */
    transportadoraEmpresaId: uuid('transportadora_empresa_id').references(() => empresas.id),
    /** The hiring (the accepted carga_ofertas row), when hired through an offer. */
    contratacaoId: uuid('contratacao_id').references((): AnyPgColumn => cargaOfertas.id, {
      onDelete: 'set null',
    }),
    /** The carrier tenant hired, when the carrier is on the platform. */
    contratacaoOwnerId: uuid('contratacao_owner_id').references(() => owners.id),
    /** The carrier's business unit handling the load. */
    contratacaoUnidadeNegocioId: uuid('contratacao_unidade_negocio_id').references(() => unidadesNegocio.id),
    /** The owner that created the load (ownerCriadorDaCarga; differs from owner_id for redispatch). */
    ownerCriadorId: uuid('owner_criador_id').references(() => owners.id),
    possuiRedespacho: boolean('possui_redespacho').notNull().default(false),
    alertasEmAberto: integer('alertas_em_aberto').notNull().default(0),
    qntOcorrencias: integer('qnt_ocorrencias').notNull().default(0),
    /** Deactivation reason: `tipos.valor` of kind 12 (situacao 99). */
    motivoDesativacao: integer('motivo_desativacao'),
    /** The situacao before deactivation (situacao 99): reactivating returns to it. */
    situacaoAnterior: smallint('situacao_anterior'),
    /** The reason given when the load was cancelled (situacao 5). */
    motivoCancelamento: text('motivo_cancelamento'),
    /** Equipment (trailers) allocated with the vehicle: more vehicles of the same fleet. */
    equipamentoIds: uuid('equipamento_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdBy: uuid('created_by').references(() => usuarios.id),
    /** Optimistic concurrency: bump on every update, compare on write. */
    version: integer('version').notNull().default(1),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cargas_owner_codigo_uq').on(t.ownerId, t.codigo),
    // The board's keyset order (dh_coleta, id) is the index order: a page reads `limit` rows, no sort.
    index('cargas_board_idx').on(t.ownerId, t.unidadeNegocioId, t.situacao, t.dhColeta, t.id),
    index('cargas_owner_updated_idx').on(t.ownerId, t.updatedAt),
    index('cargas_owner_identificador_idx').on(t.ownerId, t.codigoIdentificador),
    // The board's free-text filter (contains, any case): trigram index (pg_trgm, migration 0007).
    index('cargas_identificador_trgm_idx').using('gin', t.codigoIdentificador.op('gin_trgm_ops')),
    // Quick search: the identifier by its start or its end, any case (migration 0015).
    index('cargas_owner_identificador_prefixo_idx').on(
      t.ownerId,
      sql`upper(${t.codigoIdentificador}) text_pattern_ops`,
    ),
    index('cargas_owner_identificador_sufixo_idx').on(
      t.ownerId,
      sql`reverse(upper(${t.codigoIdentificador})) text_pattern_ops`,
    ),
    index('cargas_contratacao_owner_idx').on(t.contratacaoOwnerId, t.situacao),
    // The home's figures: today's deliveries, and loads with open occurrences (few: a partial index).
    index('cargas_owner_entrega_idx').on(t.ownerId, t.dhEntrega),
    index('cargas_ocorrencias_idx')
      .on(t.ownerId, t.unidadeNegocioId, t.situacao)
      .where(sql`${t.situacao} = 7 or ${t.qntOcorrencias} > 0`),
    index('cargas_etapa_idx').on(t.etapaId),
    index('cargas_lote_idx').on(t.loteId).where(sql`${t.loteId} is not null`),
    // Find vehicle: loads by main vehicle (latest delivery first) and by equipment (migration 0014).
    index('cargas_veiculo_idx').on(t.veiculoId, t.dhEntrega).where(sql`${t.veiculoId} is not null`),
    index('cargas_equipamentos_idx').using('gin', t.equipamentoIds),
    // The monitoring map: the few in-progress loads carrying equipment (migration 0023).
    index('cargas_em_andamento_equipamentos_idx')
      .on(t.id)
      .where(sql`${t.situacao} in (2, 7) and cardinality(${t.equipamentoIds}) > 0`),
    check('cargas_situacao_check', sql`${t.situacao} in (1, 2, 3, 4, 5, 7, 8, 99)`),
    check(
      'cargas_situacao_anterior_check',
      sql`${t.situacaoAnterior} is null or ${t.situacaoAnterior} in (1, 2, 3, 4, 7, 8)`,
    ),
    check('cargas_visibilidade_check', sql`${t.visibilidade} in (1, 2)`),
    check('cargas_origem_check', sql`${t.origemCarga} in (1, 2, 3, 4, 5, 6, 7, 99)`),
    check('cargas_tipo_frete_check', sql`${t.tipoFrete} between 1 and 3`),
    check('cargas_modalidade_check', sql`${t.modalidade} is null or ${t.modalidade} between 1 and 3`),
    check('cargas_tipo_tarifa_check', sql`${t.tipoTarifa} is null or ${t.tipoTarifa} between 1 and 6`),
    check('cargas_volume_unidade_check', sql`${t.volumeUnidade} in (5, 7)`),
  ],
);

/** Route points. `rota`: 1 origem, 2 parada, 3 destino final; `ordem` from 1 along the route. */
export const cargaRotas = pgTable(
  'carga_rotas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cargaId: uuid('carga_id')
      .notNull()
      .references(() => cargas.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    ordem: smallint('ordem').notNull(),
    rota: smallint('rota').notNull(),
    empresaId: uuid('empresa_id').references(() => empresas.id),
    /** Free-text place (address or site name). */
    localidade: text('localidade'),
    cidade: text('cidade'),
    uf: varchar('uf', { length: 2 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The planned window: dh_prevista (the form's dhInicio) .. dh_fim_prevista (dhFim). */
    dhPrevista: tz('dh_prevista'),
    dhFimPrevista: tz('dh_fim_prevista'),
    dhRealizada: tz('dh_realizada'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('carga_rotas_carga_ordem_uq').on(t.cargaId, t.ordem),
    index('carga_rotas_owner_cidade_idx').on(t.ownerId, t.cidade),
    check('carga_rotas_rota_check', sql`${t.rota} between 1 and 3`),
  ],
);

/** Load documents / items (02 §3 "Load document"), with the invoice (NF-e) they travel on. */
export const cargaDocumentos = pgTable(
  'carga_documentos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cargaId: uuid('carga_id')
      .notNull()
      .references(() => cargas.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    codigo: varchar('codigo', { length: 60 }),
    descricao: text('descricao'),
    numero: varchar('numero', { length: 60 }),
    quantidade: integer('quantidade'),
    tipoAcondicionamento: text('tipo_acondicionamento'),
    /** Unit weight, kg. */
    peso: measure('peso'),
    /** Unit volume, in the load's volume_unidade. */
    cubagem: measure('cubagem'),
    valor: money('valor'),
    /** Dimensions in metres. */
    comprimento: measure('comprimento'),
    largura: measure('largura'),
    altura: measure('altura'),
    numeroNf: varchar('numero_nf', { length: 20 }),
    chaveNf: varchar('chave_nf', { length: 44 }),
    /** The position in the register form (null for documents that came from elsewhere). */
    ordem: smallint('ordem'),
    ...timestamps,
  },
  (t) => [
    index('carga_documentos_carga_idx').on(t.cargaId),
    index('carga_documentos_owner_nf_idx').on(t.ownerId, t.numeroNf),
    // Quick search (cargas/quadro/pesquisa-rapida.repository.ts, migration 0015): the document number and NF number by
    // their start or their end, any case; the NF key (digits only) by its start.
    index('carga_documentos_owner_numero_prefixo_idx').on(
      t.ownerId,
      sql`upper(${t.numero}) text_pattern_ops`,
    ),
    index('carga_documentos_owner_numero_sufixo_idx').on(
      t.ownerId,
      sql`reverse(upper(${t.numero})) text_pattern_ops`,
    ),
    index('carga_documentos_owner_numero_nf_prefixo_idx').on(
      t.ownerId,
      sql`upper(${t.numeroNf}) text_pattern_ops`,
    ),
    index('carga_documentos_owner_numero_nf_sufixo_idx').on(
      t.ownerId,
      sql`reverse(upper(${t.numeroNf})) text_pattern_ops`,
    ),
    index('carga_documentos_owner_chave_nf_prefixo_idx').on(t.ownerId, t.chaveNf.op('text_pattern_ops')),
    check('carga_documentos_chave_check', sql`${t.chaveNf} is null or ${t.chaveNf} ~ '^[0-9]{44}$'`),
  ],
);

/** The items of a load document (the manifest "with items" lists them); `ordem` from 1 in the document. */
export const cargaDocumentoItens = pgTable(
  'carga_documento_itens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cargaDocumentoId: uuid('carga_documento_id')
      .notNull()
      .references(() => cargaDocumentos.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    ordem: smallint('ordem').notNull(),
    codigo: varchar('codigo', { length: 60 }),
    descricao: text('descricao').notNull(),
    quantidade: measure('quantidade').notNull(),
    /** Unit weight, kg. */
    peso: measure('peso'),
    valor: money('valor'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('carga_documento_itens_documento_ordem_uq').on(t.cargaDocumentoId, t.ordem),
    index('carga_documento_itens_owner_idx').on(t.ownerId),
  ],
);

/**
 * Offers and hirings: the explicit row through which a carrier tenant sees a shipper's load.
 * `owner_id` is the shipper. `tipo`: 1 restrita, 2 direcionada.
 * `situacao`: 1 ofertada, 2 aceita (the carrier accepted), 3 contratada (hired), 4 recusada, 5 cancelada.
 */
export const cargaOfertas = pgTable(
  'carga_ofertas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cargaId: uuid('carga_id')
      .notNull()
      .references(() => cargas.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    /** The carrier's tenant, when the carrier is on the platform (what the carrier's queries filter on). */
    transportadoraOwnerId: uuid('transportadora_owner_id').references(() => owners.id),
    /** The carrier as registered in the shipper's companies. */
    transportadoraEmpresaId: uuid('transportadora_empresa_id')
      .notNull()
      .references(() => empresas.id),
    tipo: smallint('tipo').notNull(),
    situacao: smallint('situacao').notNull().default(1),
    /** The carrier's last proposal (its counter-offer, or the agreed value once contratada). */
    valorProposto: money('valor_proposto'),
    /** Issue 20 (migration 0025): the tender, its waterfall position, the shipper's value, the deadline. */
    oferecimentoId: uuid('oferecimento_id'),
    rodada: smallint('rodada'),
    valorAlvo: money('valor_alvo'),
    prazoResposta: tz('prazo_resposta'),
    observacao: text('observacao'),
    motivoRecusa: text('motivo_recusa'),
    ofertadaEm: tz('ofertada_em').notNull().defaultNow(),
    respondidaEm: tz('respondida_em'),
    contratadaEm: tz('contratada_em'),
    encerradaEm: tz('encerrada_em'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('carga_ofertas_carga_empresa_uq').on(t.cargaId, t.transportadoraEmpresaId),
    index('carga_ofertas_owner_idx').on(t.ownerId),
    index('carga_ofertas_transportadora_idx').on(t.transportadoraOwnerId, t.situacao),
    check('carga_ofertas_tipo_check', sql`${t.tipo} in (1, 2)`),
    check('carga_ofertas_situacao_check', sql`${t.situacao} between 1 and 6`),
  ],
);

/** Load history (the 'Histórico' drawer): who did what, when. */
export const cargaHistorico = pgTable(
  'carga_historico',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cargaId: uuid('carga_id')
      .notNull()
      .references(() => cargas.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id),
    usuarioId: uuid('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    /** Machine action key, e.g. 'cadastrar', 'alocar', 'finalizar', 'desativar'. */
    acao: varchar('acao', { length: 40 }).notNull(),
    /** pt-BR text shown to users. */
    descricao: text('descricao').notNull(),
    dados: jsonb('dados'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('carga_historico_carga_idx').on(t.cargaId, t.createdAt),
    index('carga_historico_owner_idx').on(t.ownerId),
  ],
);
