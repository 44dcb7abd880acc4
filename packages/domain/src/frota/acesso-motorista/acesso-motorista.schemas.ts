import { z } from 'zod';
import { MESSAGES } from '../../shared/messages';
import { zCpf } from '../../shared/zod-fields';

/**
 * Driver sign-in (/motorista, issue 18) under /api/motorista: the driver types the CPF, gets a one-time code
 * by SMS (when a phone is registered) or e-mail, and with it a driver session (its own token audience) to
 * see the loads allocated to them. The answer to a code request is the same whether the CPF exists or not.
 */

export const MOTORISTA_CODIGO_TAMANHO = 6;
export const MOTORISTA_CODIGO_MINUTOS = 10;
/** Wrong codes a code survives; the next wrong one (or any after) kills it. */
export const MOTORISTA_CODIGO_TENTATIVAS = 5;
/** A new code is sent at most once in this many seconds per driver (the same answer is given). */
export const MOTORISTA_CODIGO_REENVIO_SEGUNDOS = 30;
/** How long a driver session lasts (a new sign-in after). */
export const MOTORISTA_SESSAO_HORAS = 12;

export const ACESSO_MOTORISTA_MESSAGES = {
  codigoEnviado:
    'Se o CPF estiver cadastrado para um motorista ativo, enviamos um código de acesso para o celular ou o e-mail cadastrado.',
  codigoInvalido: 'Código inválido ou expirado. Confira o código ou peça um novo.',
  codigoFormato: `Informe o código de ${MOTORISTA_CODIGO_TAMANHO} dígitos.`,
  sessaoInvalida: 'Sua sessão de motorista expirou. Entre novamente.',
  posicaoForaDeViagem: 'A localização só é compartilhada durante a viagem: esta carga não está em andamento.',
  posicaoSemVeiculo: 'Esta carga ainda não tem veículo alocado; a localização não pode ser registrada.',
} as const;

/** POST /api/motorista/acesso/codigo. */
export const ZMotoristaCodigoRequest = z.object({ cpf: zCpf() });
export const ZMotoristaCodigoResponse = z.object({
  message: z.string(),
  validadeMinutos: z.number().int(),
});

/** POST /api/motorista/acesso/entrar. */
export const ZMotoristaEntrarRequest = z.object({
  cpf: zCpf(),
  codigo: z
    .string({ error: ACESSO_MOTORISTA_MESSAGES.codigoFormato })
    .trim()
    .regex(new RegExp(`^\\d{${MOTORISTA_CODIGO_TAMANHO}}$`), {
      error: ACESSO_MOTORISTA_MESSAGES.codigoFormato,
    }),
});
export type TMotoristaEntrarRequest = z.infer<typeof ZMotoristaEntrarRequest>;

/** One registration of the driver: the driver record and the company that registered them. */
export const ZCadastroDoMotorista = z.object({ motoristaId: z.string(), empresa: z.string() });

/** The driver's session (and GET /api/motorista/eu without the token). */
export const ZMotoristaSessao = z.object({
  nome: z.string(),
  cadastros: z.array(ZCadastroDoMotorista),
});
export type TMotoristaSessao = z.infer<typeof ZMotoristaSessao>;

export const ZMotoristaEntrarResponse = ZMotoristaSessao.extend({
  token: z.string(),
  /** ISO date-time. */
  expiraEm: z.string(),
});
export type TMotoristaEntrarResponse = z.infer<typeof ZMotoristaEntrarResponse>;

const ZLocal = z.object({ cidade: z.string().nullable(), uf: z.string().nullable() });

/** A load allocated to the driver, as their list shows it. */
export const ZCargaDoMotorista = z.object({
  id: z.string(),
  codigo: z.number().int(),
  /** The company that owns the load. */
  empresa: z.string(),
  situacao: z.number().int(),
  situacaoTexto: z.string(),
  /** In progress (2 em andamento, 7 com ocorrência) — listed first. */
  emAndamento: z.boolean(),
  origem: ZLocal.nullable(),
  destino: ZLocal.nullable(),
  dhColeta: z.string().nullable(),
  dhEntrega: z.string().nullable(),
  placa: z.string().nullable(),
});
export type TCargaDoMotorista = z.infer<typeof ZCargaDoMotorista>;
export const ZCargasDoMotorista = z.array(ZCargaDoMotorista);

/** GET /api/motorista/cargas/{id}: one of the driver's loads with its route. */
export const ZCargaDoMotoristaDetalhe = ZCargaDoMotorista.extend({
  peso: z.number().nullable(),
  quantidade: z.number().nullable(),
  acondicionamento: z.string().nullable(),
  contato: z.string().nullable(),
  telefoneContato: z.string().nullable(),
  rota: z.array(
    z.object({
      ordem: z.number().int(),
      /** 1 origem, 2 parada, 3 destino final. */
      rota: z.number().int(),
      localidade: z.string().nullable(),
      cidade: z.string().nullable(),
      uf: z.string().nullable(),
      dhPrevista: z.string().nullable(),
      dhFimPrevista: z.string().nullable(),
      dhRealizada: z.string().nullable(),
    }),
  ),
});
export type TCargaDoMotoristaDetalhe = z.infer<typeof ZCargaDoMotoristaDetalhe>;

export const ZCargaDoMotoristaParams = z.object({ id: z.guid({ error: MESSAGES.invalidFormat }) });

/**
 * POST /api/motorista/cargas/{id}/posicao: the phone's position (browser geolocation) during the trip. The
 * vehicle is the load's; the server validates as the trackers' ingestion does (`validarPosicoes`).
 */
export const ZPosicaoDoMotorista = z
  .object({
    latitude: z.number(),
    longitude: z.number(),
    dhPosicao: z.string(),
    velocidadeKmh: z.number().nullable().optional(),
  })
  .strict();
export type TPosicaoDoMotorista = z.infer<typeof ZPosicaoDoMotorista>;
/** How often the driver page sends its position while sharing (the map polls every 60 s). */
export const MOTORISTA_POSICAO_INTERVALO_MS = 60_000;
