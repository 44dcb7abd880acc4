/** Sections of /configuracoes (01 §2, §7) in tab order; `secao` is the URL's `?secao=` value. */
export const CONFIG_SECTIONS = [
  { secao: 'empresas', label: 'Empresas' },
  { secao: 'unidades-negocio', label: 'Unidades de negócio' },
  { secao: 'usuarios', label: 'Usuários' },
  { secao: 'cadastros-auxiliares', label: 'Cadastros auxiliares' },
  { secao: 'caracteristicas', label: 'Características' },
  { secao: 'preferencias', label: 'Preferências' },
] as const;

export type TConfigSection = (typeof CONFIG_SECTIONS)[number]['secao'];

export const DEFAULT_SECTION: TConfigSection = 'empresas';

export function isConfigSection(value: string | null): value is TConfigSection {
  return CONFIG_SECTIONS.some((section) => section.secao === value);
}

/** The `{item}` of the catalogue's success templates (01 §8), per entity. */
export const ITEM_NAMES = {
  empresa: 'Empresa',
  unidade: 'Unidade de negócio',
  usuario: 'Usuário',
  lookup: 'Registro',
  caracteristica: 'Característica',
  preferencias: 'Preferências',
  perfil: 'Perfil',
  licenca: 'Licença',
} as const;
