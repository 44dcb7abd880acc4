import { z } from 'zod';
import { ZModulo } from '../acesso/acesso.schemas';
import { ZPaginaRequest, zOptionalField, zOptionalText, zPagina } from '../empresas/empresas.schemas';
import { zId } from '../shared/ids';
import { MESSAGES, requiredMessage } from '../shared/messages';
import { zEmail, zRequiredString, zTelefone } from '../shared/zod-fields';

/**
 * Users (01 §7 "Users"): /api/user and /api/usuario. Only an Administrador creates, changes, activates,
 * deactivates, blocks, unblocks or deletes users; lists are readable by an Operador. Every id belongs to
 * the caller's company; another company's id answers 404.
 */

/** Role as the form sends it (01 §6). */
export const ZUsuarioRole = z.enum(['Administrador', 'Operador'], { error: MESSAGES.invalidValue });

/** A user as the administration list and the drawer show it (01 §3 "User"). */
export const ZUsuario = z.object({
  id: z.string(),
  usuarioId: z.string(),
  name: z.string(),
  email: z.string(),
  telefone: z.string().nullable(),
  role: ZUsuarioRole,
  usuarioAdmin: z.boolean(),
  tipo: z.number().int().nullable(),
  ativo: z.boolean(),
  bloqueado: z.boolean(),
  /** SituacaoUsuario: 1 ativo, 2 inativo, 3 bloqueado (blocked, or locked after failed sign-ins). */
  situacao: z.number().int(),
  /** The business units the user may access. */
  unidadeNegocioIds: z.array(z.string()),
  /** Modules of the licence withheld from this user (UserUnauthorizedModule). */
  modulosNaoAutorizados: z.array(z.string()),
  /** False until the user defines a password from the 'Definição de senha' e-mail. */
  senhaDefinida: z.boolean(),
  lastLoginAt: z.string().nullable(),
});
export type TUsuario = z.infer<typeof ZUsuario>;
export const ZUsuarioList = z.array(ZUsuario);

/** POST /api/user (= POST /api/usuario): creating a user sends the 'Definição de senha' e-mail. */
export const ZUsuarioCreateRequest = z.object({
  name: zRequiredString('Nome', { max: 120 }),
  email: zEmail(),
  telefone: zOptionalField(zTelefone()),
  role: ZUsuarioRole.default('Operador'),
  unidadeNegocioIds: z.array(zId('Unidade de negócio')).max(500).default([]),
  modulosNaoAutorizados: z.array(ZModulo).default([]),
});
export type TUsuarioCreateRequest = z.infer<typeof ZUsuarioCreateRequest>;
export type TUsuarioCreateRequestInput = z.input<typeof ZUsuarioCreateRequest>;

/** PUT /api/user/{id}; PUT /api/usuario carries the `id` in the body. */
export const ZUsuarioUpdateRequest = ZUsuarioCreateRequest;
export type TUsuarioUpdateRequest = TUsuarioCreateRequest;
export const ZUsuarioUpdateWithIdRequest = ZUsuarioCreateRequest.extend({ id: zId('Usuário') });

/** GET /api/user?query&ownerId and GET /api/usuario/pesquisar?query&ativos */
export const ZUsuarioQuery = z.object({
  query: z.string().trim().max(100).optional(),
  ownerId: z.guid({ error: MESSAGES.invalidFormat }).optional(),
  ativos: z
    .enum(['true', 'false'], { error: MESSAGES.invalidValue })
    .transform((value) => value === 'true')
    .optional(),
});
export type TUsuarioQuery = z.infer<typeof ZUsuarioQuery>;

/** POST /api/usuario/pesquisar is GET in the spec; its paged variant for the admin list. */
export const ZUsuarioSearchRequest = ZPaginaRequest.extend({
  filtro: zOptionalText(100),
  ativo: z.boolean({ error: MESSAGES.invalidValue }).nullish(),
});
export const ZUsuarioSearchResponse = zPagina(ZUsuario);

/** POST /api/usuario/consultarEmails {emails}: which of them already belong to a user. */
export const ZConsultarEmailsRequest = z.object({
  emails: z.array(z.string().trim().toLowerCase().max(254)).min(1, requiredMessage('E-mail')).max(500),
});
export const ZConsultarEmailsResponse = z.array(z.object({ email: z.string(), cadastrado: z.boolean() }));

/** POST /api/usuario/alterarSenha: the signed-in user changes their own password. */
export const ZAlterarSenhaRequest = z
  .object({
    senhaAtual: z
      .string({ error: requiredMessage('Senha atual') })
      .min(1, requiredMessage('Senha atual'))
      .max(200),
    novaSenha: z
      .string({ error: requiredMessage('Nova senha') })
      .min(1, requiredMessage('Nova senha'))
      .max(200),
    confirmacaoSenha: z
      .string({ error: requiredMessage('Confirmação de senha') })
      .min(1, requiredMessage('Confirmação de senha'))
      .max(200),
  })
  .refine((value) => value.novaSenha === value.confirmacaoSenha, {
    error: MESSAGES.passwordsNotEqual,
    path: ['confirmacaoSenha'],
  });
export type TAlterarSenhaRequest = z.infer<typeof ZAlterarSenhaRequest>;

/** PUT /api/usuario/editarPerfil: the profile drawer (own name and phone). */
export const ZEditarPerfilRequest = z.object({
  name: zRequiredString('Nome', { max: 120 }),
  telefone: zOptionalField(zTelefone()),
});
export type TEditarPerfilRequest = z.infer<typeof ZEditarPerfilRequest>;

/** GET /api/usuario/permissoes?modulo: each user of the company and whether the module is open to them. */
export const ZPermissoesQuery = z.object({ modulo: ZModulo });
export const ZPermissaoUsuario = z.object({
  usuarioId: z.string(),
  name: z.string(),
  email: z.string(),
  autorizado: z.boolean(),
});
export const ZPermissoesResponse = z.object({
  modulo: z.string(),
  /** False when the company's licence does not include the module (then nobody is authorised). */
  licenciado: z.boolean(),
  usuarios: z.array(ZPermissaoUsuario),
});
export type TPermissoesResponse = z.infer<typeof ZPermissoesResponse>;

/** GET /api/usuario/modulos: the modules of the company's licence, with pt-BR names. */
export const ZModuloLicenciado = z.object({ id: z.string(), nome: z.string() });
export const ZModulosResponse = z.array(ZModuloLicenciado);

/** GET /api/usuario/grupoEmpresa[?empresaId]: the company group's own companies (sites). */
export const ZGrupoEmpresaQuery = z.object({
  empresaId: z.guid({ error: MESSAGES.invalidFormat }).optional(),
});

/** PATCH answers and deletions: the catalogue's success text. */
export const ZUsuarioMessageResponse = z.object({ message: z.string() });
