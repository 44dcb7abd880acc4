import { z } from 'zod';
import { zGuid, zId } from '../shared/ids';
import { MESSAGES, requiredMessage } from '../shared/messages';
import { zRequiredId, zRequiredString } from '../shared/zod-fields';
import { TipoAlocacao, ZReverterRemessas, ZTipoAlocacao } from './cargas.enums';
import { ZCargaMongo } from './detalhes/detalhes.schemas';

/** The load actions' own validation texts (pt-BR), shared by the API and the web forms. */
export const CARGA_ACAO_MESSAGES = {
  transportadoraSomenteTipo2: 'Informe a transportadora somente na alocação por transportadoras.',
  equipamentoRepetido: 'O veículo principal não pode ser também um equipamento.',
  maxEquipamentos: 'Informe no máximo 5 equipamentos.',
  /** A vehicle, driver or equipment that is not of the load's company (or of its hired carrier). */
  veiculoInvalido: 'Informe um veículo válido.',
  motoristaInvalido: 'Informe um motorista válido.',
  equipamentoInvalido: 'Informe um equipamento válido.',
  /** A trailer or semi-trailer (lookup 15) cannot carry the load by itself: it rides as equipment. */
  equipamentoComoVeiculo: (placa: string) =>
    `${placa} é um equipamento (reboque ou semirreboque): informe o veículo que o traciona e o inclua em Equipamentos.`,
  /** Only trailers and semi-trailers ride as equipment. */
  veiculoComoEquipamento: (placa: string) =>
    `${placa} não é um equipamento: em Equipamentos informe só reboques e semirreboques.`,
  /** Not one of the company's active carriers. */
  transportadoraInvalida: 'Informe uma transportadora válida.',
  /** Not an active load-deactivation reason (lookup kind 12) of the company or of the product. */
  motivoDesativacaoInvalido: 'Informe um motivo de desativação válido.',
  /** The deactivation body's ofertaCargaId names another load than the path. */
  ofertaCargaDiferente: 'A oferta informada não corresponde à carga.',
} as const;

/**
 * POST /carga-mongo/{id}/desativar (02 §3 "Deactivation form", §5): the reason (motivoId, a
 * load-deactivation lookup value) is required; reverterRemessas 1 cancels the shipments, 2 reverts them to
 * cross-docking; desativarLote applies to every load of the lot.
 */
export const ZDesativarCargaBody = z.object({
  motivoId: zRequiredId('Motivo'),
  ofertaCargaId: zId('Oferta da carga'),
  reverterFormacao: z.boolean().default(false),
  reverterRemessas: ZReverterRemessas.optional(),
  desativarLote: z.boolean().default(false),
});
export type TDesativarCargaBody = z.infer<typeof ZDesativarCargaBody>;

/** DELETE /carga-mongo/{id}/cancelar/{x}?motivo&reverterRemessa (02 §4, §7). */
export const ZCancelarCargaQuery = z.object({
  motivo: zRequiredString('Motivo', { max: 500 }),
  reverterRemessa: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type TCancelarCargaQuery = z.infer<typeof ZCancelarCargaQuery>;

/**
 * POST /carga-mongo/{id}/anexo-adicional (02 §3 "Extra attachment"): `anexo` is the file as a base64 data
 * URL (`data:image/png;base64,…`); `ofertaCargaRotaId` the route point it belongs to (null: the whole load).
 * Type and size rules: anexos.rules.ts.
 */
export const ZAnexoAdicionalBody = z.object({
  nome: zRequiredString('Nome', { max: 255 }),
  ofertaCargaRotaId: zId('Rota da carga').nullable().optional(),
  anexo: zRequiredString('Anexo'),
});
export type TAnexoAdicionalBody = z.infer<typeof ZAnexoAdicionalBody>;

/** PUT /carga-mongo/{id}/atualizar-veiculo (02 §3 "Vehicle update"). */
export const ZAtualizarVeiculoBody = z
  .object({
    veiculoId: zId('Veículo'),
    motoristaId: zId('Motorista'),
    equipamentos: z
      .array(zId('Equipamento'))
      .max(5, { error: CARGA_ACAO_MESSAGES.maxEquipamentos })
      .default([]),
  })
  .refine((body) => !body.equipamentos.includes(body.veiculoId), {
    path: ['equipamentos'],
    error: CARGA_ACAO_MESSAGES.equipamentoRepetido,
  });
export type TAtualizarVeiculoBody = z.infer<typeof ZAtualizarVeiculoBody>;

/** Load offering (02 §3): ofertaCargaId, ownerId. */
export const ZCargaOferecimentoBody = z.object({
  ofertaCargaId: zId('Oferta da carga'),
  ownerId: zId('Empresa'),
});
export type TCargaOferecimentoBody = z.infer<typeof ZCargaOferecimentoBody>;

// ------------------------------------------------------------------------------- load actions

/**
 * POST /carga-mongo/{id}/alocar (02 §7; the spec does not show the body — ours): the allocation type
 * (02 §4: 1 frota própria, 2 transportadoras, 3 terceiros), the vehicle and the driver, the equipment
 * (trailers: more vehicles of the same fleet) and, for type 2, the carrier company (one of the owner's
 * companies linked as carrier).
 */
export const ZAlocarCargaBody = z
  .object({
    tipoAlocacao: ZTipoAlocacao,
    veiculoId: zId('Veículo'),
    motoristaId: zId('Motorista'),
    transportadoraEmpresaId: zId('Transportadora').optional(),
    equipamentos: z
      .array(zId('Equipamento'))
      .max(5, { error: CARGA_ACAO_MESSAGES.maxEquipamentos })
      .default([]),
  })
  .superRefine((body, ctx) => {
    if (body.tipoAlocacao === TipoAlocacao.Transportadoras && !body.transportadoraEmpresaId) {
      ctx.addIssue({
        code: 'custom',
        path: ['transportadoraEmpresaId'],
        message: requiredMessage('Transportadora'),
      });
    }
    if (body.tipoAlocacao !== TipoAlocacao.Transportadoras && body.transportadoraEmpresaId) {
      ctx.addIssue({
        code: 'custom',
        path: ['transportadoraEmpresaId'],
        message: CARGA_ACAO_MESSAGES.transportadoraSomenteTipo2,
      });
    }
    if (body.equipamentos.includes(body.veiculoId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['equipamentos'],
        message: CARGA_ACAO_MESSAGES.equipamentoRepetido,
      });
    }
  });
export type TAlocarCargaBody = z.infer<typeof ZAlocarCargaBody>;

/** DELETE /carga-mongo/{id}/cancelar/{contratacaoId}: the hiring cancelled, or the all-zero GUID for none. */
export const ZCancelarCargaParams = z.object({
  id: zGuid(),
  contratacaoId: zGuid(MESSAGES.invalidFormat),
});
export type TCancelarCargaParams = z.infer<typeof ZCancelarCargaParams>;

/** PATCH /carga-mongo/{id}/alterar-unidade/{unitId}. */
export const ZAlterarUnidadeParams = z.object({
  id: zGuid(),
  unitId: zGuid(MESSAGES.invalidFormat),
});
export type TAlterarUnidadeParams = z.infer<typeof ZAlterarUnidadeParams>;

/**
 * The answer of every load action: the success text (ACAO_CARGA_SUCCESS_MESSAGES), the load as the caller
 * now sees it (null when it left the caller's board: cancelled, deactivated, or moved to a unit outside
 * the request's scope) and the ids of every load changed (several when a lot is deactivated).
 */
export const ZCargaAcaoResponse = z.object({
  message: z.string(),
  carga: ZCargaMongo.nullable(),
  cargaIds: z.array(z.string()),
});
export type TCargaAcaoResponse = z.infer<typeof ZCargaAcaoResponse>;

// ------------------------------------------------------------------------ load denormalisation

/**
 * GET /carga-mongo/{id}/desnormalizar (02 §7; the spec shows no meaning — ours): the load's columns that
 * copy other rows, recomputed from them by an Administrador (apps/api cargas-desnormalizacao.service.ts),
 * with the names the answer and the history give them. Answers ZCargaAcaoResponse.
 */
export const CAMPOS_DESNORMALIZADOS = {
  dhColeta: 'data de coleta',
  dhEntrega: 'data de entrega',
  transportadoraEmpresaId: 'transportadora contratada',
  contratacaoOwnerId: 'conta da transportadora contratada',
  contratacaoUnidadeNegocioId: 'unidade da transportadora contratada',
} as const;
export type TCampoDesnormalizado = keyof typeof CAMPOS_DESNORMALIZADOS;

/**
 * 'Dados da carga recalculados: data de coleta, data de entrega.' — or, when every column already matched
 * its source, 'Dados da carga conferidos: nada mudou.'
 */
export function desnormalizacaoMessage(campos: readonly TCampoDesnormalizado[]): string {
  return campos.length === 0
    ? 'Dados da carga conferidos: nada mudou.'
    : `Dados da carga recalculados: ${campos.map((campo) => CAMPOS_DESNORMALIZADOS[campo]).join(', ')}.`;
}
