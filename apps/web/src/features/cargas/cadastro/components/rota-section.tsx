import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Stack.css';
import { formatSla, MESSAGES } from '@embarca/domain';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconPlus, IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { notifyApiError } from '../../../../lib/ui/notify';
import { useRecuperarRota } from '../api/use-recuperar-rota';
import { cadastroDosValores, novoPonto } from '../cadastro-carga.values';
import { assinatura, INTEIRO_BR, NUMERO_BR, parteDoFormulario, type TCargaForm } from './campos';
import { RotaPontoCard } from './rota-ponto-card';
import { Secao } from './secao';

/** The contract allows at most 30 route points (origin and final destination included). */
const MAX_PONTOS = 30;

export interface RotaSectionProps {
  form: TCargaForm;
  /** Its values and errors (`assinatura`): it re-renders only when they change. */
  assinatura: string;
  disabled?: boolean;
}

/**
 * The route (origemDestino): origin, any number of stops, final destination — and the route's distance
 * and travel time, typed or computed by 'Calcular rota'.
 */
function RotaSectionCampos({ form, disabled }: RotaSectionProps) {
  const recuperarRota = useRecuperarRota();
  const [erroRota, setErroRota] = useState<string | null>(null);
  const pontos = form.getValues().origemDestino;
  const tempo = form.getValues().tempo;

  const adicionarParada = () => form.insertListItem('origemDestino', novoPonto(), pontos.length - 1);

  const calcularRota = async () => {
    setErroRota(null);
    try {
      const rota = await recuperarRota.mutateAsync(cadastroDosValores(form.getValues()).origemDestino);
      form.setFieldValue('distancia', rota.distancia / 1000);
      form.setFieldValue('tempo', Math.round(rota.tempo));
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        setErroRota(MESSAGES.routeNotFound);
      } else {
        notifyApiError(error);
      }
    }
  };

  return (
    <Secao titulo="Rota" descricao="Origem, paradas e destino final, na ordem em que serão percorridos.">
      <Stack gap="sm">
        {pontos.map((ponto, index) => (
          <RotaPontoCard
            key={ponto.chave}
            form={form}
            assinatura={assinatura(ponto, form.errors, `origemDestino.${index}`)}
            index={index}
            total={pontos.length}
            disabled={disabled}
          />
        ))}
        {form.errors.origemDestino && (
          <Text c="red.8" size="sm" role="alert">
            {form.errors.origemDestino}
          </Text>
        )}
        {!disabled && (
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={adicionarParada}
              disabled={pontos.length >= MAX_PONTOS}
            >
              Adicionar parada
            </Button>
          </Group>
        )}
        <Group align="flex-start" gap="sm">
          <NumberInput
            label="Distância (km)"
            decimalScale={3}
            {...NUMERO_BR}
            {...form.getInputProps('distancia')}
            style={{ flex: '1 1 160px' }}
          />
          <NumberInput
            label="Tempo de viagem (min)"
            description={typeof tempo === 'number' ? formatSla(tempo) : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...INTEIRO_BR}
            {...form.getInputProps('tempo')}
            style={{ flex: '1 1 160px' }}
          />
          {!disabled && (
            <Button
              variant="default"
              mt={25}
              leftSection={<IconRoute size={16} aria-hidden="true" />}
              loading={recuperarRota.isPending}
              onClick={() => void calcularRota()}
            >
              Calcular rota
            </Button>
          )}
        </Group>
        {erroRota && (
          <Text c="red.8" size="sm" role="alert">
            {erroRota}
          </Text>
        )}
      </Stack>
    </Secao>
  );
}

export const RotaSection = parteDoFormulario(RotaSectionCampos);
