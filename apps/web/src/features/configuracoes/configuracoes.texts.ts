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
