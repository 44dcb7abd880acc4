import { MESSAGES } from '../../shared/messages';

/** pt-BR texts of the manifests (romaneio) where the spec gives no wording. */
export const ROMANEIO_MESSAGES = {
  cargaIdsObrigatorio: 'Informe ao menos uma carga.',
  maxCargas: (max: number) => `${MESSAGES.maxValue}${max} cargas.`,
  /** `?tipoDocumento=minuta`: load drafts (formação de cargas) are not part of this version. */
  minutaIndisponivel:
    'O romaneio de minuta não está disponível nesta versão: a formação de cargas (minutas) ainda não foi implantada.',
  cargaNaoInformada: 'Nenhuma carga informada para o romaneio.',
} as const;
