import {
  formatPlate,
  iconeDoVeiculo,
  posicaoDesatualizada,
  type TIconeCarroceria,
  type TIconeVeiculo,
  type TVeiculoNoMapa,
  tempoDesdePosicao,
} from '@embarca/domain';
import * as L from 'leaflet';
import type { TClusterPoint, TPointIcon } from '../../../../lib/map/clustered-map';

/**
 * A vehicle's marker on the fleet map: the silhouette of its type and the mark of its body (02 §9, the
 * domain's `iconeDoVeiculo`, the same as the rotograma's list), its plate beside it; grey when the
 * position is stale (POSICAO_DESATUALIZADA_MS), orange ring when in use. Paths: Tabler Icons (MIT), as the
 * rest of the app draws them, written as SVG because a Leaflet marker is plain DOM.
 */

const SILHUETAS: Record<TIconeVeiculo, readonly string[]> = {
  utilitario: [
    'M5 17a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
    'M15 17a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
    'M5 17h-2v-6l2 -5h9l4 5h1a2 2 0 0 1 2 2v4h-2m-4 0h-6m-6 -6h15m-6 0v-5',
  ],
  leve: [
    'M5 17a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
    'M15 17a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
    'M5 17h-2v-4m-1 -8h11v12m-4 0h6m4 0h2v-6h-8m0 -5h5l3 5',
    'M3 9l4 0',
  ],
  rigido: [
    'M5 17a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
    'M15 17a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
    'M5 17h-2v-11a1 1 0 0 1 1 -1h9v12m-4 0h6m4 0h2v-6h-8m0 -5h5l3 5',
  ],
  articulado: [
    'M2 3h1a2 2 0 0 1 2 2v10a2 2 0 0 0 2 2h15',
    'M9 9a3 3 0 0 1 3 -3h4a3 3 0 0 1 3 3v2a3 3 0 0 1 -3 3h-4a3 3 0 0 1 -3 -3l0 -2',
    'M7 19a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
    'M16 19a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
  ],
  generico: [
    'M5 17a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
    'M15 17a2 2 0 1 0 4 0a2 2 0 1 0 -4 0',
    'M5 17h-2v-11a1 1 0 0 1 1 -1h9v12m-4 0h6m4 0h2v-6h-8m0 -5h5l3 5',
  ],
};

const MARCAS: Record<TIconeCarroceria, readonly string[]> = {
  refrigerada: ['M12 2v20', 'M3.34 7l17.32 10', 'M3.34 17l17.32 -10'],
  tanque: [
    'M7.502 19.423c2.602 2.105 6.395 2.105 8.996 0c2.602 -2.105 3.262 -5.708 1.566 -8.546l-4.89 -7.26c-.42 -.625 -1.287 -.803 -1.936 -.397a1.376 1.376 0 0 0 -.41 .397l-4.893 7.26c-1.695 2.838 -1.035 6.441 1.567 8.546',
  ],
  conteiner: ['M8 5a1 1 0 0 1 1 -1h6a1 1 0 0 1 1 1v14a1 1 0 0 1 -1 1h-6a1 1 0 0 1 -1 -1l0 -14'],
  granel: [
    'M3.5 9.5a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'M8.5 4.5a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'M13.5 9.5a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'M8.5 14.5a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  ],
  veiculos: ['M4 17h-2v-11a1 1 0 0 1 1 -1h14a5 7 0 0 1 5 7v5h-2m-4 0h-8', 'M2 10l15 0'],
};

const SVG_NS = 'http://www.w3.org/2000/svg';

function svg(paths: readonly string[], size: number, className: string): SVGSVGElement {
  const element = document.createElementNS(SVG_NS, 'svg');
  element.setAttribute('viewBox', '0 0 24 24');
  element.setAttribute('width', String(size));
  element.setAttribute('height', String(size));
  element.setAttribute('fill', 'none');
  element.setAttribute('stroke', 'currentColor');
  element.setAttribute('stroke-width', '2');
  element.setAttribute('stroke-linecap', 'round');
  element.setAttribute('stroke-linejoin', 'round');
  element.setAttribute('aria-hidden', 'true');
  element.setAttribute('class', className);
  for (const d of paths) {
    const path = document.createElementNS(SVG_NS, 'path');
    path.setAttribute('d', d);
    element.appendChild(path);
  }
  return element;
}

/** A vehicle on the map with a position (the ones without are only in the list). */
export interface TPontoVeiculo extends TClusterPoint {
  veiculo: TVeiculoNoMapa;
}

export function pontoDoVeiculo(veiculo: TVeiculoNoMapa, agora: Date): TPontoVeiculo | null {
  if (!veiculo.localizacao) return null;
  const tempo = tempoDesdePosicao(veiculo.localizacao.dhPosicao, agora);
  return {
    id: veiculo.id,
    latitude: veiculo.localizacao.latitude,
    longitude: veiculo.localizacao.longitude,
    title: `${formatPlate(veiculo.placa)}, posição ${tempo}`,
    veiculo,
  };
}

/** The marker's look; its signature changes only when what it shows changes. */
export function iconeDoMarcador(ponto: TPontoVeiculo, agora: Date, selecionado: boolean): TPointIcon {
  const { veiculo } = ponto;
  const icone = iconeDoVeiculo(veiculo.tipoVeiculo, veiculo.tipoCarroceria);
  const desatualizado = veiculo.localizacao
    ? posicaoDesatualizada(veiculo.localizacao.dhPosicao, agora)
    : true;
  const tempo =
    desatualizado && veiculo.localizacao ? tempoDesdePosicao(veiculo.localizacao.dhPosicao, agora) : '';
  const classes = [
    'embarca-frota-marker',
    desatualizado ? 'embarca-frota-marker--desatualizado' : '',
    veiculo.emUso ? 'embarca-frota-marker--em-uso' : '',
    selecionado ? 'embarca-frota-marker--selecionado' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    signature: [icone.veiculo, icone.carroceria, classes, veiculo.placa, tempo].join('|'),
    build: () => {
      const html = document.createElement('div');
      html.className = 'embarca-frota-marker__corpo';
      html.dataset.icone = icone.veiculo;
      html.dataset.carroceria = icone.carroceria ?? '';
      const simbolo = document.createElement('span');
      simbolo.className = 'embarca-frota-marker__simbolo';
      simbolo.appendChild(svg(SILHUETAS[icone.veiculo], 18, 'embarca-frota-marker__veiculo'));
      if (icone.carroceria)
        simbolo.appendChild(svg(MARCAS[icone.carroceria], 10, 'embarca-frota-marker__carroceria'));
      html.appendChild(simbolo);
      const placa = document.createElement('span');
      placa.className = 'embarca-frota-marker__placa';
      placa.textContent = tempo ? `${formatPlate(veiculo.placa)} · ${tempo}` : formatPlate(veiculo.placa);
      html.appendChild(placa);
      return L.divIcon({ className: classes, html, iconSize: undefined, iconAnchor: [16, 16] });
    },
  };
}
