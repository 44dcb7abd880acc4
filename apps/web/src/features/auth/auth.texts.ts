/**
 * Screen texts of the sign-in flows that neither MESSAGES nor AUTH_MESSAGES (packages/domain) carry:
 * labels, hints and headings of these screens only. Messages shared with the API live in the domain.
 */
export const AUTH_TEXTS = {
  signInHeading: 'Acesse sua conta',
  signInIntro: 'Entre com o e-mail e a senha cadastrados.',
  secondFactorHeading: 'Verificação em duas etapas',
  secondFactorIntro: 'Informe o código de verificação para concluir o acesso.',
  codeLabel: 'Código de verificação',
  codeDescription: 'São 6 números. O código vale por 10 minutos e só pode ser usado uma vez.',
  codeInvalidFormat: 'Informe o código de 6 dígitos.',
  codeSentToEmail: (email: string) => `Enviamos um código de verificação para o e-mail ${email}.`,
  codeChooseChannel: 'Escolha como receber o código de verificação.',
  verify: 'Verificar',
  resendEmail: 'Reenviar código por e-mail',
  sendSms: 'Enviar por SMS',
  smsTo: (telefone: string) => `Telefone cadastrado: ${telefone}.`,
  resendWait: (seconds: number) => `Você poderá pedir um novo código em ${seconds} s.`,
  back: 'Voltar',
  termsHeading: 'Termos de uso',
  termsIntro: 'Antes de continuar, leia e aceite os termos de uso da plataforma.',
  termsFullLink: 'Ler os termos de uso completos',
  termsCheckbox: 'Li e aceito os termos de uso',
  termsAccept: 'Aceitar e continuar',
  termsDecline: 'Recusar e sair',
  changePassword: 'Alterar senha',
  forgotHeading: 'Esqueci minha senha',
  forgotIntro: 'Informe o e-mail cadastrado. Enviaremos um link para você criar uma nova senha.',
  forgotSubmit: 'Enviar instruções',
  backToLogin: 'Voltar para o login',
  newPasswordChangeHeading: 'Alteração de senha',
  newPasswordCreateHeading: 'Definição de senha',
  newPasswordIntro: 'Quase pronto, basta digitar sua nova senha abaixo.',
  newPasswordLabel: 'Nova senha',
  confirmPasswordLabel: 'Confirmação de senha',
  submitChange: 'Alterar senha',
  submitCreate: 'Criar senha',
  missingTokenTitle: 'Link incompleto',
  requestNewLink: 'Solicitar um novo link',
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  closeNotification: 'Fechar notificação',
} as const;

/** The strength meter's levels on the domain's 0–10 scale (`passwordStrength`; submit needs 6). */
export const STRENGTH_LEVELS = [
  { min: 0, label: 'Muito fraca', color: 'red.8' },
  { min: 3, label: 'Fraca', color: 'orange.8' },
  { min: 5, label: 'Razoável', color: 'yellow.7' },
  { min: 6, label: 'Boa', color: 'teal.7' },
  { min: 8, label: 'Forte', color: 'green.8' },
] as const;

export const STRENGTH_HELP =
  'A senha precisa chegar à força 6 de 10 (nível "Boa"). Senhas mais longas, com letras maiúsculas, minúsculas, números e símbolos, são mais fortes; senhas comuns ou sequências como 1234 valem menos.';
