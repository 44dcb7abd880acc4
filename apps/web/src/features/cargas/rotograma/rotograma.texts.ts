import { FATOR_DESVIO_RODOVIARIO, formatNumber, VELOCIDADE_MEDIA_KMH } from '@embarca/domain';

/** Texts of the route map and 'Encontrar veículo' drawers that the domain catalogue does not have. */
export const ROTOGRAMA_TEXTOS = {
  estimativa: `Estimativa: distância em linha reta × ${formatNumber(FATOR_DESVIO_RODOVIARIO, 2)} (fator rodoviário) e velocidade média de ${VELOCIDADE_MEDIA_KMH} km/h. O traço no mapa liga os pontos em linha reta, não segue as estradas.`,
  recalcular: 'Recalcular rota',
  semPosicao: 'O rastreamento ainda não informou a posição deste veículo.',
  localAproximado: 'Localização aproximada: centro da cidade.',
  localEmpresa: 'Localização da empresa.',
  semVeiculos: 'Nenhum veículo da frota está livre e com capacidade para esta carga.',
  alocar: 'Alocar veículo',
  alocarEste: 'Alocar este veículo',
} as const;
