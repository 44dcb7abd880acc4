import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import { formatDateTime, MOTORISTA_POSICAO_INTERVALO_MS } from '@embarca/domain';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconMapPin, IconMapPinOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { motoristaRequest } from '../api/sessao-motorista';

type Estado =
  | { tipo: 'parado' }
  | { tipo: 'aguardando' }
  | { tipo: 'enviado'; em: string }
  | { tipo: 'erro'; mensagem: string };

const SEM_PERMISSAO = 'Permita o acesso à localização no navegador para compartilhar.';
const SEM_SUPORTE = 'Este navegador não informa a localização.';
const FALHA_GPS = 'Não foi possível obter a localização. Verifique o GPS e tente de novo.';

/**
 * 'Compartilhar minha localização' during the trip (issue 18): the browser's geolocation, sent to
 * POST /api/motorista/cargas/{id}/posicao at most once a minute (the map polls every 60 s) while the page is
 * open and sharing is on; the server keeps it as the load's vehicle's position (origem Motorista).
 */
export function CompartilharLocalizacao({ token, cargaId }: { token: string; cargaId: string }) {
  const [estado, setEstado] = useState<Estado>({ tipo: 'parado' });
  const watch = useRef<number | null>(null);
  const ultimoEnvio = useRef(0);

  const parar = () => {
    if (watch.current !== null) navigator.geolocation.clearWatch(watch.current);
    watch.current = null;
  };
  // Leaving the page stops the watch (the browser's GPS stays off when nobody is sharing).
  useEffect(
    () => () => {
      if (watch.current !== null) navigator.geolocation?.clearWatch(watch.current);
    },
    [],
  );

  const enviar = async (position: GeolocationPosition) => {
    const agora = Date.now();
    if (agora - ultimoEnvio.current < MOTORISTA_POSICAO_INTERVALO_MS) return;
    ultimoEnvio.current = agora;
    const speed = position.coords.speed;
    try {
      await motoristaRequest(`/cargas/${cargaId}/posicao`, {
        method: 'POST',
        token,
        body: {
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          dhPosicao: new Date(position.timestamp || agora).toISOString(),
          velocidadeKmh: speed === null || Number.isNaN(speed) ? null : Math.round(speed * 3.6),
        },
      });
      setEstado({ tipo: 'enviado', em: new Date(agora).toISOString() });
    } catch (error) {
      parar();
      setEstado({ tipo: 'erro', mensagem: error instanceof Error ? error.message : FALHA_GPS });
    }
  };

  const iniciar = () => {
    if (!('geolocation' in navigator)) {
      setEstado({ tipo: 'erro', mensagem: SEM_SUPORTE });
      return;
    }
    ultimoEnvio.current = 0;
    setEstado({ tipo: 'aguardando' });
    watch.current = navigator.geolocation.watchPosition(
      (position) => void enviar(position),
      (error) => {
        parar();
        setEstado({
          tipo: 'erro',
          mensagem: error.code === error.PERMISSION_DENIED ? SEM_PERMISSAO : FALHA_GPS,
        });
      },
      { enableHighAccuracy: true, maximumAge: 30_000, timeout: 60_000 },
    );
  };

  const compartilhando = estado.tipo === 'aguardando' || estado.tipo === 'enviado';
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        {compartilhando ? (
          <Button
            variant="default"
            leftSection={<IconMapPinOff size={16} aria-hidden="true" />}
            onClick={() => {
              parar();
              setEstado({ tipo: 'parado' });
            }}
          >
            Parar de compartilhar
          </Button>
        ) : (
          <Button leftSection={<IconMapPin size={16} aria-hidden="true" />} onClick={iniciar}>
            Compartilhar minha localização
          </Button>
        )}
        <Text size="sm" c={estado.tipo === 'erro' ? 'red.8' : 'gray.7'} role="status" aria-live="polite">
          {estado.tipo === 'aguardando'
            ? 'Obtendo a localização…'
            : estado.tipo === 'enviado'
              ? `Localização enviada às ${formatDateTime(estado.em)}. Mantenha esta página aberta durante a viagem.`
              : estado.tipo === 'erro'
                ? estado.mensagem
                : 'A empresa vê a posição do veículo no mapa enquanto você compartilha.'}
        </Text>
      </Stack>
    </Paper>
  );
}
