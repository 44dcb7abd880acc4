/**
 * The pt-BR message catalogue of both spec documents, verbatim (01 §5, §8; 02 §5, §8).
 * Keys are English, values are the spec's texts. Never write these strings elsewhere: import them.
 */
export const MESSAGES = {
  // Validation (01 §5, 02 §5)
  required: ' é obrigatório!',
  invalidFormat: 'Formato inválido.',
  invalidEmail: 'Informe um e-mail válido.',
  invalidPlate: 'Informe uma placa válida.',
  invalidValue: 'Informe um valor válido.',
  invalidDate: 'Informe uma data válida.',
  maxValue: 'Valor máximo: ',
  minValue: 'Valor mínimo: ',
  minSearchLength: 'Digite ao menos 3 caracteres',
  maxLength: 'Tamanho máximo: #x caracteres',
  minLength: 'Tamanho mínimo: #x caracteres',
  passwordLength: 'A senha deve possuir entre 6 e 30 caracteres',
  passwordsMustMatch: 'As senhas devem ser iguais.',
  passwordsNotEqual: 'A senha e a confirmação de senha devem ser iguais',
  invalidDocument: '#documento inválido',
  greaterThanZero: 'deve ser maior que zero!',
  issuePeriodRequired: 'Informe o período de emissão',
  fillAllFilters: 'Por favor preencha todos os filtros.',
  captchaRequired: 'Marque a caixa de seleção',
  searchCityOrUf: 'Busque por cidade ou UF.',
  passwordPlaceholder: 'Digite 6 caracteres ou mais',

  // Sign-in (01 §8)
  loginInvalid: 'E-mail ou senha inválidos',
  userBlocked: 'Usuário bloqueado',
  companyBlocked: 'Acesso bloqueado. Entre em contato com o nosso suporte.',
  trialExpired: 'Licença de 7 dias expirada, favor entrar em contato com o suporte.',
  tooManyAttempts:
    'Seu acesso foi bloqueado devido ao número de tentativas. Favor entrar em contato com o suporte ou usar a opção de recuperar senha.',
  passwordExpired: 'Sua senha expirou. Altere para conseguir se logar no sistema.',
  loginUnexpected: 'Ocorreu um erro inesperado. Tente novamente mais tarde.',

  // Password save (01 §8)
  passwordSaveUnexpected: 'Erro inesperado. Tente novamente mais tarde.',
  passwordChanged: 'Alteração realizada com sucesso!',
  passwordCreated: 'Senha criada com sucesso!',

  // Generic handler (01 §8, 02 §8)
  notFound: 'Requisição não encontrada',
  serverError: 'Erro do servidor ao processar a requisição',
  serviceUnavailable: 'Serviço indisponível',
  invalidToken:
    'Não foi possível carregar as informações, será necessário realizar um novo login (Token inválido).',
  forbidden: 'Sem permissão de acesso',
  unexpected: 'Ocorreu um erro inesperado.',
  popupBlocked: 'Pop-up bloqueado. Verifique as configurações do seu navegador.',
  cepNotFound: 'CEP não encontrado!',
  ncmNotFound: 'NCM não encontrado',
  anpNotFound: 'ANP não encontrada',
  vehicleAlreadyExists: 'O Veículo informado já está cadastrado no sistema.',
  documentAlreadyExists: 'O #documento informado já está cadastrado no sistema!',
  vehicleIntegrationEnabled: 'Rotina desabilitada quando há integração de veículos',
  imageLoadError: 'Erro ao carregar imagem',
  noRecordsForFilters: 'Não existe registros para os filtros selecionados',
  noResults: 'Nenhum resultado encontrado.',
  deleteError: 'Erro ao excluir o item, tente novamente mais tarde',
  toggleActiveError: 'Erro ao desativar/ativar o item, tente novamente mais tarde',
  recordLocked: 'O registro não pode ser alterado',
  productionWarning: 'Cuidado! Você está apontando para o ambiente de produção.',

  // Freight domain (02 §8)
  routeNotFound: 'Não foi possível determinar uma rota para a carga.',
  deactivateLoadFailed: 'Não possível desativar a carga',
  loadReturned: 'Carga devolvida com sucesso!',
  hiringFinished: 'Contratação finalizada com sucesso!',

  // Shell texts (01 §2)
  noNews: 'Sem novidades',
  noNotifications: 'Sem notificações',
  notificationsNotConfigured: 'Você ainda não configurou suas notificações',
  quickSearchNoResults: 'Nenhum resultado encontrado com: {term}',
  /** Over a map whose tiles could not be fetched (offline, tile server down) — issue 16. */
  mapTilesUnavailable: 'Não foi possível carregar o mapa. Verifique sua conexão.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Success templates with `{item}` (01 §8, 02 §8): `successMessage('created', 'Carga')` → 'Carga cadastrado com sucesso!'. */
export const SUCCESS_TEMPLATES = {
  created: '{item} cadastrado com sucesso!',
  updated: '{item} atualizado com sucesso!',
  deleted: '{item} excluído com sucesso!',
  deactivated: '{item} desativada com sucesso!',
  reactivated: '{item} reativada com sucesso!',
} as const;

export type SuccessKind = keyof typeof SUCCESS_TEMPLATES;

export function successMessage(kind: SuccessKind, item: string): string {
  return SUCCESS_TEMPLATES[kind].replace('{item}', item);
}

/** A label's grammatical gender: 'm' (the catalogue's own texts) or 'f' ('Data prevista', 'Cidade', 'UF'). */
export type Genero = 'm' | 'f';

/** The catalogue's ' é obrigatório!' agreeing with a feminine label (issue 16). */
export const REQUIRED_FEMININE = ' é obrigatória!';

/**
 * `requiredMessage('Placa')` → 'Placa é obrigatório!' (the catalogue's ' é obrigatório!', kept verbatim for
 * the spec's texts); `requiredMessage('Data prevista', 'f')` → 'Data prevista é obrigatória!'.
 */
export function requiredMessage(field: string, genero: Genero = 'm'): string {
  return `${field}${genero === 'f' ? REQUIRED_FEMININE : MESSAGES.required}`;
}
