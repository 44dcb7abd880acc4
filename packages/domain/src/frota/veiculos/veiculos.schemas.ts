import { z } from 'zod';
import {
  ZDirecaoOrdenacao,
  ZPaginaRequest,
  zOptionalField,
  zOptionalText,
  zPagina,
} from '../../empresas/empresas.schemas';
import { zGuid } from '../../shared/ids';
import { MESSAGES, requiredMessage } from '../../shared/messages';
import { normalizePlate } from '../../shared/plates';
import { invalidDocumentMessage, lengthMessage, zPlaca } from '../../shared/zod-fields';
import { PropriedadeVeiculo, ZPropriedadeVeiculo, ZTipoDocumentoVeiculo } from '../frota.enums';
import { anoMaximoVeiculo, normalizarRenavam, renavamValido, VEICULO_LIMITES } from './veiculos.rules';

/**
 * Vehicles and equipment under /api/frota/veiculos (issue 18; the spec lists the screen, not its calls).
 * The selector GET /api/frota/veiculos keeps its contract (frota.schemas.ts); the paged search is
 * POST /api/frota/veiculos/search; GET/POST/PUT /{id}, PATCH /{id}/ativar|desativar, PUT /{id}/conjunto,
 * POST/PUT/DELETE /{id}/documentos[/{documentoId}] and GET …/{documentoId}/arquivo.
 */

/** The screen's own texts (the spec has the duplicate plate and the integration ones: MESSAGES). */
export const VEICULO_MESSAGES = {
  renavamInvalido: invalidDocumentMessage('RENAVAM'),
  transportadoraObrigatoria: requiredMessage('Transportadora', 'f'),
  transportadoraInvalida: 'Transportadora: informe uma transportadora ativa da sua conta.',
  equipamentoNaoTraciona: 'Um equipamento não pode tracionar um conjunto.',
  equipamentoRepetido: 'Equipamentos: o mesmo equipamento foi informado mais de uma vez.',
  naoEquipamento: (placa: string) => `O veículo ${placa} não é um equipamento.`,
  equipamentoInativo: (placa: string) => `O equipamento ${placa} está inativo.`,
  equipamentoEmOutroConjunto: (placa: string, tracionador: string) =>
    `O equipamento ${placa} já está no conjunto do veículo ${tracionador}. Desacople-o de lá antes.`,
  tracionadorInativo: 'Veículo inativo não pode compor um conjunto.',
  equipamentoAcoplado: (tracionador: string) =>
    `Este equipamento está no conjunto do veículo ${tracionador}: desacople-o antes de torná-lo um veículo.`,
  conjuntoNaoVazio: 'Este veículo traciona um conjunto: desfaça o conjunto antes de torná-lo um equipamento.',
  conjuntoAtualizado: 'Conjunto atualizado com sucesso.',
  documentoCadastrado: 'Documento cadastrado com sucesso.',
  documentoAtualizado: 'Documento atualizado com sucesso.',
  documentoExcluido: 'Documento excluído com sucesso.',
  documentoSemArquivo: 'Este documento não tem arquivo anexado.',
} as const;

/** Sort columns of the search. */
export const ORDEM_VEICULO = ['placa', 'tipoVeiculo', 'ano', 'capacidadeKg', 'createdAt'] as const;
export type TOrdemVeiculo = (typeof ORDEM_VEICULO)[number];

/** What a row is: a vehicle (may pull a set) or an equipment (coupled to one). */
export const ZTipoCadastroVeiculo = z.enum(['veiculo', 'equipamento'], { error: MESSAGES.invalidValue });

/** POST /api/frota/veiculos/search: the list's filters, paging and sort. */
export const ZVeiculoSearchRequest = ZPaginaRequest.extend({
  ordem: z.enum(ORDEM_VEICULO, { error: MESSAGES.invalidValue }).default('placa'),
  direcao: ZDirecaoOrdenacao.default(0),
  /** Plate (hyphen and case ignored), model or RENAVAM, in part. */
  filtro: zOptionalText(100),
  cadastro: ZTipoCadastroVeiculo.nullish(),
  tipoVeiculo: z.number({ error: MESSAGES.invalidValue }).int().positive().nullish(),
  tipoCarroceria: z.number({ error: MESSAGES.invalidValue }).int().positive().nullish(),
  tipoEquipamento: z.number({ error: MESSAGES.invalidValue }).int().positive().nullish(),
  transportadoraEmpresaId: zGuid().nullish(),
  propriedade: ZPropriedadeVeiculo.nullish(),
  /** true → on a load in progress (as the vehicle or an equipment); false → free. */
  emUso: z.boolean({ error: MESSAGES.invalidValue }).nullish(),
  /** true → active only, false → inactive only, absent → both. */
  ativo: z.boolean({ error: MESSAGES.invalidValue }).nullish(),
});
export type TVeiculoSearchRequest = z.infer<typeof ZVeiculoSearchRequest>;
export type TVeiculoSearchRequestInput = z.input<typeof ZVeiculoSearchRequest>;

/** A lookup value (the column holds `tipos.valor`): null, or a positive integer. */
const zLookup = () =>
  zOptionalField(
    z
      .number({ error: MESSAGES.invalidValue })
      .int({ error: MESSAGES.invalidValue })
      .positive({ error: MESSAGES.invalidValue }),
  );

/** A bounded measure: null, or 0..max. */
const zMedida = (max: number) =>
  zOptionalField(
    z
      .number({ error: MESSAGES.invalidValue })
      .min(0, { error: `${MESSAGES.minValue}0` })
      .max(max, { error: `${MESSAGES.maxValue}${max.toLocaleString('pt-BR')}` }),
  );

/** POST and PUT body of a vehicle or an equipment (an equipment has `tipoEquipamento`). */
export const ZVeiculoRequest = z
  .object({
    placa: zPlaca(),
    renavam: zOptionalField(
      z
        .string({ error: MESSAGES.invalidFormat })
        .trim()
        .refine(renavamValido, { error: VEICULO_MESSAGES.renavamInvalido })
        .transform(normalizarRenavam),
    ),
    tipoVeiculo: zLookup(),
    tipoCarroceria: zLookup(),
    categoria: zLookup(),
    marca: zLookup(),
    modelo: zOptionalText(80),
    ano: zOptionalField(
      z
        .number({ error: MESSAGES.invalidValue })
        .int({ error: MESSAGES.invalidValue })
        .min(VEICULO_LIMITES.anoMinimo, { error: `${MESSAGES.minValue}${VEICULO_LIMITES.anoMinimo}` })
        .refine((ano) => ano <= anoMaximoVeiculo(), {
          error: () => `${MESSAGES.maxValue}${anoMaximoVeiculo()}`,
        }),
    ),
    rastreador: zLookup(),
    rastreadorDispositivo: zOptionalText(60),
    gerenciadoraRisco: zLookup(),
    tracao: zLookup(),
    tipoEquipamento: zLookup(),
    eixos: zOptionalField(
      z
        .number({ error: MESSAGES.invalidValue })
        .int({ error: MESSAGES.invalidValue })
        .min(VEICULO_LIMITES.eixosMin, { error: `${MESSAGES.minValue}${VEICULO_LIMITES.eixosMin}` })
        .max(VEICULO_LIMITES.eixosMax, { error: `${MESSAGES.maxValue}${VEICULO_LIMITES.eixosMax}` }),
    ),
    capacidadeKg: zMedida(VEICULO_LIMITES.capacidadeKgMax),
    capacidadeM3: zMedida(VEICULO_LIMITES.capacidadeM3Max),
    taraKg: zMedida(VEICULO_LIMITES.taraKgMax),
    propriedade: ZPropriedadeVeiculo.default(PropriedadeVeiculo.Propria),
    transportadoraEmpresaId: zOptionalField(zGuid()),
    rntrc: zOptionalField(
      z
        .string({ error: MESSAGES.invalidFormat })
        .trim()
        .transform((value) => value.replace(/\D/g, ''))
        .pipe(z.string().regex(/^\d{8,9}$/, { error: MESSAGES.invalidFormat })),
    ),
  })
  .superRefine((body, ctx) => {
    if (body.propriedade === PropriedadeVeiculo.Terceiro && !body.transportadoraEmpresaId) {
      ctx.addIssue({
        code: 'custom',
        path: ['transportadoraEmpresaId'],
        message: VEICULO_MESSAGES.transportadoraObrigatoria,
      });
    }
    if (body.rastreadorDispositivo && !body.rastreador) {
      ctx.addIssue({ code: 'custom', path: ['rastreador'], message: requiredMessage('Rastreador') });
    }
  })
  .transform((body) => ({
    ...body,
    // Only a third party's vehicle names its carrier.
    transportadoraEmpresaId:
      body.propriedade === PropriedadeVeiculo.Terceiro ? body.transportadoraEmpresaId : null,
  }));
export type TVeiculoRequest = z.infer<typeof ZVeiculoRequest>;
export type TVeiculoRequestInput = z.input<typeof ZVeiculoRequest>;

/** PUT /api/frota/veiculos/{id}/conjunto: the equipment coupled, in order ([] uncouples all). */
export const ZConjuntoRequest = z.object({
  equipamentoIds: z
    .array(zGuid(), { error: MESSAGES.invalidValue })
    .max(VEICULO_LIMITES.equipamentosPorConjunto, {
      error: `${MESSAGES.maxValue}${VEICULO_LIMITES.equipamentosPorConjunto}`,
    })
    .refine((ids) => new Set(ids).size === ids.length, { error: VEICULO_MESSAGES.equipamentoRepetido }),
});
export type TConjuntoRequest = z.infer<typeof ZConjuntoRequest>;

/** A 'yyyy-MM-dd' date. */
const zDia = () =>
  z
    .string({ error: MESSAGES.invalidDate })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MESSAGES.invalidDate })
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      {
        error: MESSAGES.invalidDate,
      },
    );

/** An attachment sent with a document: its file name and the file as a base64 data URL. */
export const ZDocumentoArquivo = z.object({
  nome: z
    .string({ error: requiredMessage('Nome do arquivo') })
    .trim()
    .min(1, { error: requiredMessage('Nome do arquivo') })
    .max(255, { error: lengthMessage('max', 255) }),
  conteudo: z.string({ error: requiredMessage('Arquivo') }).min(1, { error: requiredMessage('Arquivo') }),
});

/** POST and PUT body of a vehicle's document; `arquivo` replaces the attachment (absent keeps it). */
export const ZVeiculoDocumentoRequest = z.object({
  tipo: ZTipoDocumentoVeiculo,
  numero: zOptionalText(60),
  descricao: zOptionalText(200),
  validade: zOptionalField(zDia()),
  arquivo: ZDocumentoArquivo.nullish(),
});
export type TVeiculoDocumentoRequest = z.infer<typeof ZVeiculoDocumentoRequest>;
export type TVeiculoDocumentoRequestInput = z.input<typeof ZVeiculoDocumentoRequest>;

export const ZVeiculoDocumentoParams = z.object({
  id: zGuid(),
  documentoId: zGuid(),
});

/** A document as answered. `situacao`: by the owner's notice days (the DiasAvisoVencimento preference). */
export const ZVeiculoDocumento = z.object({
  id: z.string(),
  tipo: z.number().int(),
  numero: z.string().nullable(),
  descricao: z.string().nullable(),
  validade: z.string().nullable(),
  situacao: z.enum(['vencido', 'a-vencer', 'valido', 'sem-validade']),
  arquivo: z.object({ nome: z.string(), tipo: z.string(), tamanho: z.number().int() }).nullable(),
});
export type TVeiculoDocumento = z.infer<typeof ZVeiculoDocumento>;

/** A member of a set, in order. */
export const ZMembroConjunto = z.object({
  id: z.string(),
  placa: z.string(),
  posicao: z.number().int(),
  tipoEquipamento: z.number().int().nullable(),
  tipoEquipamentoTexto: z.string().nullable(),
  capacidadeKg: z.number().nullable(),
  capacidadeM3: z.number().nullable(),
  ativo: z.boolean(),
});
export type TMembroConjunto = z.infer<typeof ZMembroConjunto>;

/** A vehicle or equipment as answered (list rows and the drawer). Lookup columns with their texts. */
export const ZVeiculo = z.object({
  id: z.string(),
  placa: z.string(),
  renavam: z.string().nullable(),
  cadastro: ZTipoCadastroVeiculo,
  tipoVeiculo: z.number().int().nullable(),
  tipoVeiculoTexto: z.string().nullable(),
  tipoCarroceria: z.number().int().nullable(),
  tipoCarroceriaTexto: z.string().nullable(),
  categoria: z.number().int().nullable(),
  marca: z.number().int().nullable(),
  marcaTexto: z.string().nullable(),
  modelo: z.string().nullable(),
  ano: z.number().int().nullable(),
  rastreador: z.number().int().nullable(),
  rastreadorDispositivo: z.string().nullable(),
  gerenciadoraRisco: z.number().int().nullable(),
  tracao: z.number().int().nullable(),
  tipoEquipamento: z.number().int().nullable(),
  tipoEquipamentoTexto: z.string().nullable(),
  eixos: z.number().int().nullable(),
  capacidadeKg: z.number().nullable(),
  capacidadeM3: z.number().nullable(),
  taraKg: z.number().nullable(),
  propriedade: z.number().int(),
  transportadoraEmpresaId: z.string().nullable(),
  transportadoraNome: z.string().nullable(),
  rntrc: z.string().nullable(),
  ativo: z.boolean(),
  /** On a load in progress, as the vehicle or as an equipment (the allocation rule's loads). */
  emUso: z.boolean(),
  /** An equipment's traction vehicle, when coupled. */
  tracionador: z.object({ id: z.string(), placa: z.string() }).nullable(),
  /** A traction vehicle's coupled equipment, in order. */
  conjunto: z.array(ZMembroConjunto),
  /** The set's capacity (the vehicle plus its equipment): load formation's `veiculoConjunto`. */
  capacidadeConjunto: z.object({ capacidadeKg: z.number().nullable(), capacidadeM3: z.number().nullable() }),
  documentos: z.array(ZVeiculoDocumento),
});
export type TVeiculo = z.infer<typeof ZVeiculo>;

export const ZVeiculoSearchResponse = zPagina(ZVeiculo);
export type TVeiculoSearchResponse = z.infer<typeof ZVeiculoSearchResponse>;

/** Plate search text: what the column holds (no hyphen, upper case). */
export function placaDaPesquisa(filtro: string): string {
  return normalizePlate(filtro);
}
