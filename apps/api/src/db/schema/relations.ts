import { relations } from 'drizzle-orm';
import { caracteristicas } from './caracteristicas';
import { cargaDocumentos, cargaHistorico, cargaOfertas, cargaRotas, cargas } from './cargas';
import { empresas } from './empresas';
import { motoristas, veiculos } from './frota';
import { kanbanEtapas } from './kanban';
import { owners } from './owners';
import { unidadesNegocio } from './unidades-negocio';
import { usuarios, usuarioUnidadesNegocio } from './usuarios';

// Relations for Drizzle's relational queries (`db.query.cargas.findMany({ with: { rotas: true } })`).
// They add no SQL: the foreign keys are in the table files.

export const ownersRelations = relations(owners, ({ one, many }) => ({
  empresa: one(empresas, { fields: [owners.empresaId], references: [empresas.id] }),
  unidadesNegocio: many(unidadesNegocio),
  usuarios: many(usuarios),
}));

export const unidadesNegocioRelations = relations(unidadesNegocio, ({ one, many }) => ({
  owner: one(owners, { fields: [unidadesNegocio.ownerId], references: [owners.id] }),
  empresa: one(empresas, { fields: [unidadesNegocio.empresaId], references: [empresas.id] }),
  usuarios: many(usuarioUnidadesNegocio),
}));

export const usuariosRelations = relations(usuarios, ({ one, many }) => ({
  owner: one(owners, { fields: [usuarios.ownerId], references: [owners.id] }),
  unidadesNegocio: many(usuarioUnidadesNegocio),
}));

export const usuarioUnidadesNegocioRelations = relations(usuarioUnidadesNegocio, ({ one }) => ({
  usuario: one(usuarios, { fields: [usuarioUnidadesNegocio.usuarioId], references: [usuarios.id] }),
  unidadeNegocio: one(unidadesNegocio, {
    fields: [usuarioUnidadesNegocio.unidadeNegocioId],
    references: [unidadesNegocio.id],
  }),
}));

export const cargasRelations = relations(cargas, ({ one, many }) => ({
  unidadeNegocio: one(unidadesNegocio, {
    fields: [cargas.unidadeNegocioId],
    references: [unidadesNegocio.id],
  }),
  etapa: one(kanbanEtapas, { fields: [cargas.etapaId], references: [kanbanEtapas.id] }),
  caracteristica: one(caracteristicas, {
    fields: [cargas.caracteristicaId],
    references: [caracteristicas.id],
  }),
  veiculo: one(veiculos, { fields: [cargas.veiculoId], references: [veiculos.id] }),
  motorista: one(motoristas, { fields: [cargas.motoristaId], references: [motoristas.id] }),
  transportadoraEmpresa: one(empresas, {
    fields: [cargas.transportadoraEmpresaId],
    references: [empresas.id],
  }),
  rotas: many(cargaRotas),
  documentos: many(cargaDocumentos),
  ofertas: many(cargaOfertas),
  historico: many(cargaHistorico),
}));

export const cargaRotasRelations = relations(cargaRotas, ({ one }) => ({
  carga: one(cargas, { fields: [cargaRotas.cargaId], references: [cargas.id] }),
  empresa: one(empresas, { fields: [cargaRotas.empresaId], references: [empresas.id] }),
}));

export const cargaDocumentosRelations = relations(cargaDocumentos, ({ one }) => ({
  carga: one(cargas, { fields: [cargaDocumentos.cargaId], references: [cargas.id] }),
}));

export const cargaOfertasRelations = relations(cargaOfertas, ({ one }) => ({
  carga: one(cargas, { fields: [cargaOfertas.cargaId], references: [cargas.id] }),
  transportadoraEmpresa: one(empresas, {
    fields: [cargaOfertas.transportadoraEmpresaId],
    references: [empresas.id],
  }),
}));

export const cargaHistoricoRelations = relations(cargaHistorico, ({ one }) => ({
  carga: one(cargas, { fields: [cargaHistorico.cargaId], references: [cargas.id] }),
  usuario: one(usuarios, { fields: [cargaHistorico.usuarioId], references: [usuarios.id] }),
}));
