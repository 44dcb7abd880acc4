import type { TVeiculoNoMapa } from '@embarca/domain';
import { MantineProvider } from '@mantine/core';
import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClusteredMap } from '../../../../lib/map/clustered-map';
import { iconeDoMarcador, pontoDoVeiculo, type TPontoVeiculo } from '../components/marcador-veiculo';
import { fake } from './clustered-leaflet-fake';

vi.mock('leaflet', () => import('./clustered-leaflet-fake'));

const agora = new Date('2026-11-25T15:00:00Z');
const minutosAtras = (min: number) => new Date(agora.getTime() - min * 60_000).toISOString();

function veiculo(
  id: string,
  latitude: number,
  longitude: number,
  extra: Partial<TVeiculoNoMapa> = {},
): TVeiculoNoMapa {
  return {
    id,
    placa: `ABC1D${id.padStart(2, '0').slice(-2)}`,
    tipoVeiculoValor: 1,
    tipoVeiculo: 'Carreta',
    tipoCarroceria: 'Baú refrigerado',
    localizacao: { latitude, longitude, dhPosicao: minutosAtras(5), velocidadeKmh: 60, origem: 1 },
    motorista: null,
    emUso: false,
    carga: null,
    ...extra,
  };
}

const pontos = (lista: TVeiculoNoMapa[]) => lista.map((v) => pontoDoVeiculo(v, agora) as TPontoVeiculo);

function Mapa({ lista, onSelect }: { lista: TVeiculoNoMapa[]; onSelect?: (p: TPontoVeiculo) => void }) {
  return (
    <MantineProvider>
      <ClusteredMap
        points={pontos(lista)}
        icon={(ponto) => iconeDoMarcador(ponto, agora, false)}
        onSelect={onSelect}
        ariaLabel="Mapa da frota"
      />
    </MantineProvider>
  );
}

beforeEach(() => fake.reset());

describe('ClusteredMap (fleet map)', () => {
  it('moves the markers of a refreshed position in place, never recreating them', () => {
    const a = veiculo('1', -23.5, -46.6);
    const b = veiculo('2', -15.8, -47.9);
    const { rerender } = render(<Mapa lista={[a, b]} />);
    act(() => {
      fake.zoom = 15;
      fake.map?.fire('moveend');
    });
    expect(fake.onMap.map((m) => m.title).sort()).toEqual([
      'ABC1D01, posição há 5 min',
      'ABC1D02, posição há 5 min',
    ]);
    const criados = fake.created.length;

    rerender(<Mapa lista={[{ ...a, localizacao: { ...a.localizacao!, latitude: -23.4 } }, b]} />);
    expect(fake.created.length).toBe(criados);
    const movido = fake.onMap.find((m) => m.title.startsWith('ABC1D01'))!;
    expect(movido.latlng).toEqual([-23.4, -46.6]);
    expect(movido.moves).toBe(1);
    expect(movido.iconChanges).toBe(0);
    expect(fake.onMap.find((m) => m.title.startsWith('ABC1D02'))!.moves).toBe(0);

    // Now in use: the same marker gets a new icon.
    rerender(
      <Mapa lista={[{ ...a, emUso: true, localizacao: { ...a.localizacao!, latitude: -23.4 } }, b]} />,
    );
    expect(fake.created.length).toBe(criados);
    expect(movido.iconChanges).toBe(1);
    expect(movido.className).toContain('embarca-frota-marker--em-uso');
  });

  it('clusters thousands of nearby vehicles into a few markers and breaks them when zoomed in', () => {
    const muitos = Array.from({ length: 2000 }, (_, i) =>
      veiculo(String(i), -23.5 + (i % 50) * 0.001, -46.6 + Math.floor(i / 50) * 0.001),
    );
    render(<Mapa lista={muitos} />);
    act(() => {
      fake.zoom = 4;
      fake.map?.fire('moveend');
    });
    expect(fake.onMap.length).toBeLessThan(5);
    expect(fake.onMap.every((m) => m.className === 'embarca-map-cluster')).toBe(true);
    const total = fake.onMap.reduce((soma, m) => {
      const texto = m.html?.textContent ?? '0';
      return soma + (texto.endsWith('mil') ? Number(texto.split(' ')[0]) * 1000 : Number(texto));
    }, 0);
    expect(total).toBe(2000);
    // Clicking a cluster zooms in.
    act(() => fake.onMap[0]!.click());
    expect(fake.zoom).toBeGreaterThan(4);
  });

  it('selects a vehicle by its marker', () => {
    const onSelect = vi.fn();
    render(<Mapa lista={[veiculo('1', -23.5, -46.6)]} onSelect={onSelect} />);
    act(() => {
      fake.zoom = 15;
      fake.map?.fire('moveend');
    });
    act(() => fake.onMap[0]!.click());
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }));
  });
});

describe('vehicle marker', () => {
  it('draws the type silhouette and body mark, and looks stale (grey, "há 2 h") past one hour', () => {
    const fresco = iconeDoMarcador(pontoDoVeiculo(veiculo('1', 0, 0), agora)!, agora, false);
    const icone = fresco.build() as unknown as { options: { className: string; html: HTMLElement } };
    expect(icone.options.className).not.toContain('desatualizado');
    expect(icone.options.html.dataset.icone).toBe('articulado');
    expect(icone.options.html.dataset.carroceria).toBe('refrigerada');
    expect(icone.options.html.textContent).toBe('ABC1D01');

    const antigo = veiculo('1', 0, 0, {
      localizacao: { latitude: 0, longitude: 0, dhPosicao: minutosAtras(125), velocidadeKmh: 0, origem: 1 },
    });
    const velho = iconeDoMarcador(pontoDoVeiculo(antigo, agora)!, agora, false);
    const iconeVelho = velho.build() as unknown as { options: { className: string; html: HTMLElement } };
    expect(iconeVelho.options.className).toContain('embarca-frota-marker--desatualizado');
    expect(iconeVelho.options.html.textContent).toBe('ABC1D01 · há 2 h');
    expect(velho.signature).not.toBe(fresco.signature);
  });

  it('leaves a vehicle without a position off the map', () => {
    expect(pontoDoVeiculo(veiculo('1', 0, 0, { localizacao: null }), agora)).toBeNull();
  });
});
