import { z } from 'zod';
import { COLUMN_MAX } from '../../shared/column-limits';
import { zGuid, zId } from '../../shared/ids';
import { MESSAGES, requiredMessage } from '../../shared/messages';
import { isUf, UF_INVALIDA } from '../../shared/uf';
import {
  zDateTime,
  zEmail,
  zNumber,
  zPositiveNumber,
  zRequiredString,
  zTelefone,
} from '../../shared/zod-fields';
import {
  TipoRota,
  VisibilidadeCarga,
  ZModalidade,
  ZTipoFrete,
  ZTipoRota,
  ZTipoTarifa,
  ZUnidadeMedida,
} from '../cargas.enums';
import { ZCargaDocumento } from '../detalhes/detalhes.schemas';

/**
 * The register/edit payload of a load (02 §3, §7: POST /carga-mongo/cadastrar, PUT /carga-mongo/{id}/editar,
 * GET /carga-mongo/{id}/dadosEdicao) and the `model` of a cargo template (02 §3 "Lot and template"): both
 * have the same groups — carga, pagamento, contatos, distancia, tempo, origemDestino — so a template is a
 * register payload saved without ids and codes, and the form opens either one.
 *
 * Units: weights in kg, volume in `volumeUnidade` (7 m³, 5 litres), money in BRL as numbers with at most
 * two decimals, distancia in metres, tempo in minutes, dates as ISO strings (shown in America/Sao_Paulo).
 * The load's business unit is the request's selected unit (BusinessUnitId), not a body field.
 */

export const CADASTRO_CARGA_MESSAGES = {
  rotaMinima: 'Informe a origem e o destino final da carga.',
  rotaOrdem: 'A rota deve começar na origem e terminar no destino final; as paradas ficam entre eles.',
  rotaMaxima: 'Informe no máximo 30 pontos na rota.',
  dataAnterior: 'A data prevista deve ser igual ou posterior à do ponto anterior.',
  fimAntesDoInicio: 'O fim previsto deve ser igual ou posterior ao início.',
  transportadorasObrigatorias: 'Informe ao menos uma transportadora para a carga direcionada.',
  transportadorasSomenteDirecionada: 'Informe transportadoras somente na carga direcionada.',
  visibilidadeInvalida: 'Informe uma visibilidade válida.',
  maxCentavos: 'Informe no máximo duas casas decimais.',
  maxDocumentos: 'Informe no máximo 200 documentos.',
  maxItens: 'Informe no máximo 500 itens por documento.',
  empresaInvalida: 'Informe uma empresa válida.',
  caracteristicaInvalida: 'Informe uma característica válida.',
  tabelaFreteInvalida: 'Tabela de frete: Informe um valor válido.',
  /** PUT editar with a version older than the stored one (someone else saved first). */
  conflitoEdicao: 'Esta carga foi alterada por outro usuário. Recarregue os dados e tente novamente.',
  /**
   * The answers of cadastrar/editar. The catalogue's templates ('{item} cadastrado/atualizado com sucesso!')
   * are masculine; a load (carga) takes the feminine, as the actions' 'Carga alocada com sucesso!' do.
   */
  cadastrada: 'Carga cadastrada com sucesso!',
  atualizada: 'Carga atualizada com sucesso!',
  /** PATCH /carga-documento/{id}. */
  documentoAtualizado: 'Documento atualizado com sucesso!',
  documentoSemCampos: 'Informe ao menos um campo do documento.',
  /** The form's question when the collection (the origin's planned start) is on a day already gone. */
  coletaNoPassado: 'A data de coleta #data já passou. Deseja continuar?',
} as const;

/** A money amount in BRL: 0 to numeric(14,2)'s largest, with at most two decimals. */
function zValor(label: string) {
  return zNumber(label, { min: 0, max: COLUMN_MAX.money }).refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    {
      error: CADASTRO_CARGA_MESSAGES.maxCentavos,
    },
  );
}

/** A weight, volume or measure (numeric(14,3)): 0 to the column's largest. */
function zMedida(label: string, genero?: 'f') {
  return zNumber(label, { min: 0, max: COLUMN_MAX.measure, genero });
}

/** A whole number of an integer column: `min` (0 unless said) to 2^31 − 1. */
function zInteiro(label: string, min = 0, genero?: 'f') {
  return zNumber(label, { min, max: COLUMN_MAX.integer, genero }).int({ error: MESSAGES.invalidValue });
}

/** An optional free text: blank → undefined. */
function zTextoOpcional(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `Tamanho máximo: ${max} caracteres` })
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** model.carga: what is carried. */
export const ZCadastroCargaDados = z.object({
  tipoFrete: ZTipoFrete,
  modalidade: ZModalidade,
  caracteristicaId: zId('Característica').optional(),
  /** kg */
  pesoBruto: zPositiveNumber('Peso bruto', { max: COLUMN_MAX.measure }),
  volume: zMedida('Volume').optional(),
  volumeUnidade: ZUnidadeMedida.default(7),
  /** How many packages (acondicionamentoQtd) and of which packaging type. */
  acondicionamentoQtd: zInteiro('Quantidade', 1, 'f').optional(),
  acondicionamento: zTextoOpcional(100),
  /** The shipper's own identifier of the load (codIdentificador); cleared when saved as a template. */
  codIdentificador: zTextoOpcional(60),
  /** Value of the goods (valorCarga). */
  valorCarga: zValor('Valor da carga').optional(),
});
export type TCadastroCargaDados = z.infer<typeof ZCadastroCargaDados>;

/** model.pagamento: the freight. */
export const ZCadastroCargaPagamento = z.object({
  valorFrete: zValor('Valor do frete').optional(),
  valorTotalFrete: zValor('Valor total do frete').optional(),
  impostoSuspenso: z.boolean().default(false),
  tipoTarifa: ZTipoTarifa.optional(),
  /** The freight table version the load was quoted with (a quote's 'Criar carga'; issue 19). */
  tabelaFreteId: zGuid().optional(),
});
export type TCadastroCargaPagamento = z.infer<typeof ZCadastroCargaPagamento>;

/** model.contatos: who to talk to about the load. */
export const ZCadastroCargaContatos = z.object({
  contato: zTextoOpcional(120),
  telefone: zTelefone('Telefone').optional(),
  email: zEmail('E-mail').optional(),
});
export type TCadastroCargaContatos = z.infer<typeof ZCadastroCargaContatos>;

/**
 * A route point (origemDestino): rota 1 origem, 2 parada, 3 destino final, in route order. The company is
 * one of the owner's companies (empresaId); localidade is the address line; cidade/UF are required so the
 * board and the manifests can show the place; the planned window is dhInicio..dhFim.
 */
export const ZCadastroCargaRotaPonto = z
  .object({
    rota: ZTipoRota,
    empresaId: zId('Empresa').optional(),
    localidade: zTextoOpcional(200),
    cidade: zRequiredString('Cidade', { max: 120, genero: 'f' }),
    /** One of the 27 UFs (any case in, upper case out). */
    uf: zRequiredString('UF', { genero: 'f' })
      .refine((value) => value === '' || isUf(value), { error: UF_INVALIDA })
      .transform((value) => value.toUpperCase()),
    latitude: zNumber('Latitude', { min: -90, max: 90 }).optional(),
    longitude: zNumber('Longitude', { min: -180, max: 180 }).optional(),
    dhInicio: zDateTime('Data prevista', 'f'),
    dhFim: zDateTime('Fim previsto').optional(),
  })
  .superRefine((ponto, ctx) => {
    if (ponto.dhFim && ponto.dhFim < ponto.dhInicio) {
      ctx.addIssue({ code: 'custom', path: ['dhFim'], message: CADASTRO_CARGA_MESSAGES.fimAntesDoInicio });
    }
  });
export type TCadastroCargaRotaPonto = z.infer<typeof ZCadastroCargaRotaPonto>;
export type TCadastroCargaRotaPontoInput = z.input<typeof ZCadastroCargaRotaPonto>;

/** An item of a document (the manifest "with items" lists them). */
export const ZCadastroCargaDocumentoItem = z.object({
  codigo: zTextoOpcional(60),
  descricao: zRequiredString('Descrição do item', { max: 200, genero: 'f' }),
  quantidade: zPositiveNumber('Quantidade do item', { max: COLUMN_MAX.measure, genero: 'f' }),
  /** kg per unit */
  peso: zMedida('Peso do item').optional(),
  valor: zValor('Valor do item').optional(),
});
export type TCadastroCargaDocumentoItem = z.infer<typeof ZCadastroCargaDocumentoItem>;

/** A load document (02 §3 "Load document") with its items. */
export const ZCadastroCargaDocumento = z.object({
  codigo: zTextoOpcional(60),
  descricao: zTextoOpcional(200),
  numero: zRequiredString('Número do documento', { max: 60 }),
  quantidade: zInteiro('Quantidade', 0, 'f').optional(),
  tipoAcondicionamento: zTextoOpcional(100),
  /** kg per unit */
  peso: zMedida('Peso').optional(),
  /** per unit, in the load's volumeUnidade */
  cubagem: zMedida('Cubagem').optional(),
  valor: zValor('Valor').optional(),
  comprimento: zMedida('Comprimento').optional(),
  largura: zMedida('Largura').optional(),
  altura: zMedida('Altura').optional(),
  numeroNf: zTextoOpcional(20),
  chaveNf: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value.replace(/\D/g, '') : undefined))
    .refine((value) => value === undefined || value.length === 44, { error: MESSAGES.invalidFormat }),
  itens: z
    .array(ZCadastroCargaDocumentoItem)
    .max(500, { error: CADASTRO_CARGA_MESSAGES.maxItens })
    .default([]),
});
export type TCadastroCargaDocumento = z.infer<typeof ZCadastroCargaDocumento>;

/** Restrita (1) or Direcionada (2); 99 (directed-to-me) is the carrier's view, never registered. */
export const ZVisibilidadeCadastro = z.union(
  [z.literal(VisibilidadeCarga.Restrita), z.literal(VisibilidadeCarga.Direcionada)],
  {
    error: CADASTRO_CARGA_MESSAGES.visibilidadeInvalida,
  },
);

/** The register payload (POST /carga-mongo/cadastrar). */
export const ZCadastroCarga = z
  .object({
    carga: ZCadastroCargaDados,
    pagamento: ZCadastroCargaPagamento.default({ impostoSuspenso: false }),
    contatos: ZCadastroCargaContatos.default({ contato: undefined }),
    /** metres, usually from POST /carga-mongo/recuperar-rota */
    distancia: zInteiro('Distância', 0, 'f').optional(),
    /** minutes */
    tempo: zInteiro('Tempo').optional(),
    origemDestino: z
      .array(ZCadastroCargaRotaPonto, { error: CADASTRO_CARGA_MESSAGES.rotaMinima })
      .min(2, { error: CADASTRO_CARGA_MESSAGES.rotaMinima })
      .max(30, { error: CADASTRO_CARGA_MESSAGES.rotaMaxima }),
    visibilidade: ZVisibilidadeCadastro,
    /** The carriers (the owner's carrier companies, empresas.id) a directed load goes to. */
    transportadoras: z.array(zId('Transportadora')).max(50).default([]),
    documentos: z
      .array(ZCadastroCargaDocumento)
      .max(200, { error: CADASTRO_CARGA_MESSAGES.maxDocumentos })
      .default([]),
  })
  .superRefine((body, ctx) => {
    const pontos = body.origemDestino;
    if (pontos.length >= 2) {
      const ordemValida =
        pontos[0]?.rota === TipoRota.Origem &&
        pontos[pontos.length - 1]?.rota === TipoRota.Destino &&
        pontos.slice(1, -1).every((ponto) => ponto.rota === TipoRota.Parada);
      if (!ordemValida) {
        ctx.addIssue({ code: 'custom', path: ['origemDestino'], message: CADASTRO_CARGA_MESSAGES.rotaOrdem });
      }
      pontos.forEach((ponto, index) => {
        const anterior = index > 0 ? pontos[index - 1] : undefined;
        if (anterior && ponto.dhInicio < anterior.dhInicio) {
          ctx.addIssue({
            code: 'custom',
            path: ['origemDestino', index, 'dhInicio'],
            message: CADASTRO_CARGA_MESSAGES.dataAnterior,
          });
        }
      });
    }
    if (body.visibilidade === VisibilidadeCarga.Direcionada && body.transportadoras.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['transportadoras'],
        message: CADASTRO_CARGA_MESSAGES.transportadorasObrigatorias,
      });
    }
    if (body.visibilidade === VisibilidadeCarga.Restrita && body.transportadoras.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['transportadoras'],
        message: CADASTRO_CARGA_MESSAGES.transportadorasSomenteDirecionada,
      });
    }
  });
/** The parsed payload (dates as Date). */
export type TCadastroCarga = z.infer<typeof ZCadastroCarga>;
/** What a client sends (dates as ISO strings). */
export type TCadastroCargaInput = z.input<typeof ZCadastroCarga>;

/**
 * PUT /carga-mongo/{id}/editar: the register payload plus the load's offer id (02 §3 "Load edit payload":
 * ofertaCargaId — our load id) and the version read with dadosEdicao; an older version answers 409
 * `conflitoEdicao` and changes nothing.
 */
export const ZEditarCarga = ZCadastroCarga.and(
  z.object({
    ofertaCargaId: zId('Oferta da carga'),
    version: z
      .number({ error: requiredMessage('Versão', 'f') })
      .int()
      .positive(),
  }),
);
export type TEditarCarga = z.infer<typeof ZEditarCarga>;
export type TEditarCargaInput = z.input<typeof ZEditarCarga>;

/**
 * The register payload as stored values (dadosEdicao's `dados`): the same groups and names without the
 * parsing transforms — dates as ISO strings, optional fields left out, codes as numbers — so it serialises
 * and documents (OpenAPI) as it is, and it is a valid `TCadastroCargaInput` the form can send back.
 */
const ZRotaPontoValores = z.object({
  rota: ZTipoRota,
  empresaId: z.string().optional(),
  localidade: z.string().optional(),
  cidade: z.string(),
  uf: z.string(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  dhInicio: z.string(),
  dhFim: z.string().optional(),
});
const ZDocumentoItemValores = z.object({
  codigo: z.string().optional(),
  descricao: z.string(),
  quantidade: z.number(),
  peso: z.number().optional(),
  valor: z.number().optional(),
});
const ZDocumentoValores = z.object({
  codigo: z.string().optional(),
  descricao: z.string().optional(),
  numero: z.string(),
  quantidade: z.number().int().optional(),
  tipoAcondicionamento: z.string().optional(),
  peso: z.number().optional(),
  cubagem: z.number().optional(),
  valor: z.number().optional(),
  comprimento: z.number().optional(),
  largura: z.number().optional(),
  altura: z.number().optional(),
  numeroNf: z.string().optional(),
  chaveNf: z.string().optional(),
  itens: z.array(ZDocumentoItemValores),
});
export const ZCadastroCargaValores = z.object({
  carga: z.object({
    tipoFrete: ZTipoFrete,
    modalidade: ZModalidade,
    caracteristicaId: z.string().optional(),
    pesoBruto: z.number(),
    volume: z.number().optional(),
    volumeUnidade: ZUnidadeMedida,
    acondicionamentoQtd: z.number().int().optional(),
    acondicionamento: z.string().optional(),
    codIdentificador: z.string().optional(),
    valorCarga: z.number().optional(),
  }),
  pagamento: z.object({
    valorFrete: z.number().optional(),
    valorTotalFrete: z.number().optional(),
    impostoSuspenso: z.boolean(),
    tipoTarifa: ZTipoTarifa.optional(),
    tabelaFreteId: z.string().optional(),
  }),
  contatos: z.object({
    contato: z.string().optional(),
    telefone: z.string().optional(),
    email: z.string().optional(),
  }),
  distancia: z.number().int().optional(),
  tempo: z.number().int().optional(),
  origemDestino: z.array(ZRotaPontoValores),
  visibilidade: ZVisibilidadeCadastro,
  transportadoras: z.array(z.string()),
  documentos: z.array(ZDocumentoValores),
});
/** Assignable to TCadastroCargaInput (checked in the schema tests). */
export type TCadastroCargaValores = z.infer<typeof ZCadastroCargaValores>;

/**
 * GET /carga-mongo/{id}/dadosEdicao: the form's values (dates as ISO strings) plus what the form shows
 * but does not send — the load's code and situacao, and `entregas`: the route points' companies enriched
 * with their names (02 §3 "Load edit payload"), so the company pickers show a name without a look-up.
 */
export const ZDadosEdicaoCarga = z.object({
  ofertaCargaId: z.string(),
  codigo: z.number().int(),
  situacao: z.number().int(),
  version: z.number().int(),
  /** False when the load's situacao no longer allows editing (finished, cancelled, deactivated). */
  editavel: z.boolean(),
  dados: ZCadastroCargaValores,
  entregas: z.array(z.object({ ordem: z.number().int(), empresaId: z.string(), nome: z.string() })),
});
export type TDadosEdicaoCarga = z.infer<typeof ZDadosEdicaoCarga>;

/**
 * PATCH /carga-documento/{id}: some fields of one load document (its items are edited with the load). A
 * field left out stays as it is; null (or a blank text) clears an optional one; `numero` cannot be cleared.
 */
function zLimpavel<T extends z.ZodType>(schema: T) {
  return schema.nullable().optional();
}
function zTextoLimpavel(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `Tamanho máximo: ${max} caracteres` })
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));
}
export const ZAtualizarCargaDocumento = z
  .object({
    codigo: zTextoLimpavel(60),
    descricao: zTextoLimpavel(200),
    numero: zRequiredString('Número do documento', { max: 60 }).optional(),
    quantidade: zLimpavel(zInteiro('Quantidade')),
    tipoAcondicionamento: zTextoLimpavel(100),
    peso: zLimpavel(zMedida('Peso')),
    cubagem: zLimpavel(zMedida('Cubagem')),
    valor: zLimpavel(zValor('Valor')),
    comprimento: zLimpavel(zMedida('Comprimento')),
    largura: zLimpavel(zMedida('Largura')),
    altura: zLimpavel(zMedida('Altura')),
    numeroNf: zTextoLimpavel(20),
    chaveNf: z
      .string()
      .nullable()
      .optional()
      .transform((value) => (typeof value === 'string' ? value.replace(/\D/g, '') || null : value))
      .refine((value) => typeof value !== 'string' || value.length === 44, { error: MESSAGES.invalidFormat }),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: CADASTRO_CARGA_MESSAGES.documentoSemCampos,
  });
/** The parsed patch: undefined = unchanged, null = cleared. */
export type TAtualizarCargaDocumento = z.infer<typeof ZAtualizarCargaDocumento>;
export type TAtualizarCargaDocumentoInput = z.input<typeof ZAtualizarCargaDocumento>;

/** The answer of PATCH /carga-documento/{id}: the success text and the document as the load reads show it. */
export const ZAtualizarCargaDocumentoResponse = z.object({ message: z.string(), documento: ZCargaDocumento });
export type TAtualizarCargaDocumentoResponse = z.infer<typeof ZAtualizarCargaDocumentoResponse>;

/** The answer of cadastrar/editar: the success text and the saved load's id and code. */
export const ZCadastroCargaResponse = z.object({
  message: z.string(),
  id: z.string(),
  codigo: z.number().int(),
});
export type TCadastroCargaResponse = z.infer<typeof ZCadastroCargaResponse>;
