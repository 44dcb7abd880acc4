/** pt-BR texts of the sign-in flows that the spec's catalogue does not have (ours; ARCHITECTURE.md). */
export const AUTH_MESSAGES = {
  passwordCommon: 'Esta senha é muito comum. Escolha outra.',
  passwordWeak:
    'A senha é fraca. Use mais caracteres e misture letras maiúsculas, minúsculas, números e símbolos.',
  passwordSameAsOld: 'A nova senha deve ser diferente da atual.',
  oldPasswordWrong: 'A senha atual não confere.',
  recoverySent: 'Se o e-mail estiver cadastrado, você receberá as instruções para criar uma nova senha.',
  recoveryTokenInvalid: 'Link inválido ou expirado. Solicite uma nova recuperação de senha.',
  secondFactorRequired: 'Informe o código de verificação enviado para você.',
  secondFactorInvalid: 'Código de verificação inválido ou expirado.',
  secondFactorSentEmail: 'Código enviado para o seu e-mail.',
  secondFactorSentSms: 'Código enviado por SMS.',
  secondFactorNoPhone: 'Não há telefone cadastrado para o envio por SMS.',
  refreshTokenInvalid: 'Sessão expirada. Entre novamente.',
  termsRequired: 'Aceite os termos de uso para continuar.',
} as const;
