import { zEnumCode } from '../shared/enum';

/**
 * User type (01 §3): 99 administrator and 100 support are the spec's; 1 (regular user) is ours for
 * every other user.
 */
export const TipoUsuario = { Usuario: 1, Administrador: 99, Suporte: 100 } as const;
export type TTipoUsuario = (typeof TipoUsuario)[keyof typeof TipoUsuario];
export const ZTipoUsuario = zEnumCode(TipoUsuario);
export const TIPO_USUARIO_LABELS: Record<TTipoUsuario, string> = {
  1: 'Usuário',
  99: 'Administrador',
  100: 'Suporte',
};

/** User situation (01 §3: active/inactive, blocked/unblocked; codes ours). */
export const SituacaoUsuario = { Ativo: 1, Inativo: 2, Bloqueado: 3 } as const;
export type TSituacaoUsuario = (typeof SituacaoUsuario)[keyof typeof SituacaoUsuario];
export const ZSituacaoUsuario = zEnumCode(SituacaoUsuario);
export const SITUACAO_USUARIO_LABELS: Record<TSituacaoUsuario, string> = {
  1: 'Ativo',
  2: 'Inativo',
  3: 'Bloqueado',
};

/** Password rules (01 §5, §9): 6 to 30 characters, strength meter threshold 6. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 30;
export const PASSWORD_STRENGTH_THRESHOLD = 6;

/** Sign-in authentication type sent by the login form (01 §7: tipoAutenticacao value 1). */
export const TIPO_AUTENTICACAO_SENHA = 1;
