/** Every demo user's password (DESIGN.md §6). */
export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  email: string;
  descricao: string;
}

/** The fixed demo accounts of DESIGN.md §6: tests, the README and reviewers rely on them. */
export const DEMO_ACCOUNTS: ReadonlyArray<DemoAccount> = [
  {
    email: 'admin@embarcador.demo',
    descricao: 'Administrador do embarcador (3 unidades, todos os módulos)',
  },
  {
    email: 'operador@embarcador.demo',
    descricao: 'Operador do embarcador (2 das 3 unidades, menos módulos)',
  },
  {
    email: 'admin@transportadora.demo',
    descricao: 'Administrador da transportadora (cargas direcionadas a ela)',
  },
  {
    email: 'admin@expressosul.demo',
    descricao: 'Administrador de uma segunda transportadora (ofertas restritas a duas transportadoras)',
  },
  { email: 'trial@embarcador.demo', descricao: 'Embarcador em licença trial (faltam 5 dias)' },
  { email: 'free@embarcador.demo', descricao: 'Embarcador com licença Free (rotas de gaveta negadas)' },
  { email: 'expirado@embarcador.demo', descricao: 'Licença trial expirada (login 426)' },
  { email: 'inadimplente@embarcador.demo', descricao: 'Empresa com acesso bloqueado (login 402)' },
  { email: 'bloqueado@embarcador.demo', descricao: 'Usuário bloqueado (login 423)' },
  { email: 'senha-expirada@embarcador.demo', descricao: 'Senha expirada (login 412)' },
  { email: '2fa@embarcador.demo', descricao: 'Segundo fator de autenticação (login 424, depois o código)' },
  { email: 'suporte@embarca.demo', descricao: 'Suporte da plataforma (tipo 100, painel administrativo)' },
];
