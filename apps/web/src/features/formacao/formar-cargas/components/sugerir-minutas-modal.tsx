import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Alert.css';
import { MESSAGES, PEDIDO_LIMITES, type TMinutaSugerir, type TMinutaSugestaoResposta } from '@embarca/domain';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { describeApiError } from '../../../../lib/api-error-handler';
import { DialogActions } from '../../../../lib/ui/dialog-actions';
import { NUMERO_BR } from '../../../../lib/ui/numero-br';
import { useSugerirMinutas } from '../api/use-formar-cargas';
import type { TVeiculoConjunto } from '../api/use-veiculos-conjunto';
import { rotuloDoVeiculo } from './minuta-card';

type TModo = 'capacidade' | 'veiculo';

export interface SugerirMinutasModalProps {
  opened: boolean;
  onClose: () => void;
  veiculos: readonly TVeiculoConjunto[];
}

const numero = (valor: string | number) => (typeof valor === 'number' ? valor : null);

/**
 * 'Sugerir minutas': the open orders of the unit grouped into new drafts by the drafting rules and the
 * vehicle's capacity (kg / m³, or a vehicle set's); then how many drafts were created and the orders left
 * out, each with its reasons.
 */
export function SugerirMinutasModal({ opened, onClose, veiculos }: SugerirMinutasModalProps) {
  const sugerir = useSugerirMinutas();
  const [modo, setModo] = useState<TModo>('capacidade');
  const [pesoKg, setPesoKg] = useState<number | null>(null);
  const [cubagemM3, setCubagemM3] = useState<number | null>(null);
  const [veiculoId, setVeiculoId] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [resposta, setResposta] = useState<TMinutaSugestaoResposta | null>(null);

  const fechar = () => {
    if (sugerir.isPending) return;
    setResposta(null);
    setErro(null);
    sugerir.reset();
    onClose();
  };

  const enviar = () => {
    setErro(null);
    let body: Partial<TMinutaSugerir>;
    if (modo === 'veiculo') {
      if (!veiculoId) {
        setErro(`Veículo${MESSAGES.required}`);
        return;
      }
      body = { veiculoConjuntoId: veiculoId };
    } else {
      if ((pesoKg ?? 0) <= 0 && (cubagemM3 ?? 0) <= 0) {
        setErro('Informe a capacidade de peso ou de cubagem.');
        return;
      }
      body = {
        capacidadePesoKg: pesoKg && pesoKg > 0 ? pesoKg : null,
        capacidadeCubagemM3: cubagemM3 && cubagemM3 > 0 ? cubagemM3 : null,
      };
    }
    sugerir.mutate(body, {
      onSuccess: setResposta,
      onError: (error) => setErro(describeApiError(error).message),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={fechar}
      title="Sugerir minutas"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {resposta ? (
        <Stack gap="sm">
          <Text role="status" fw={600}>
            {resposta.message}
          </Text>
          <Text size="sm">
            Minutas criadas: <strong>{resposta.minutas.length}</strong>
          </Text>
          {resposta.naoAgrupados.length > 0 ? (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                Pedidos que ficaram de fora ({resposta.naoAgrupados.length})
              </Text>
              <Table.ScrollContainer minWidth={420} mah={320}>
                <Table striped aria-label="Pedidos que ficaram de fora">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Pedido</Table.Th>
                      <Table.Th>Motivos</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {resposta.naoAgrupados.map((item) => (
                      <Table.Tr key={item.pedidoId}>
                        <Table.Td>{item.codigo}</Table.Td>
                        <Table.Td>
                          {item.motivos.map((motivo) => (
                            <Text size="xs" key={motivo}>
                              {motivo}
                            </Text>
                          ))}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          ) : (
            <Text size="sm" c="gray.7">
              Todos os pedidos foram agrupados.
            </Text>
          )}
          <Group justify="flex-end">
            <Button onClick={fechar}>Fechar</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            enviar();
          }}
        >
          <Stack gap="sm">
            <Text size="sm" c="gray.7">
              Os pedidos abertos da unidade são agrupados em novas minutas pelas regras de formação e pela
              capacidade do veículo.
            </Text>
            <SegmentedControl
              aria-label="Capacidade por"
              value={modo}
              onChange={(valor) => setModo(valor as TModo)}
              data={[
                { value: 'capacidade', label: 'Capacidade (kg / m³)' },
                { value: 'veiculo', label: 'Veículo' },
              ]}
            />
            {modo === 'capacidade' ? (
              <Group grow>
                <NumberInput
                  {...NUMERO_BR}
                  label="Capacidade de peso (kg)"
                  value={pesoKg ?? ''}
                  min={0}
                  max={PEDIDO_LIMITES.pesoMaximo}
                  onChange={(valor) => setPesoKg(numero(valor))}
                />
                <NumberInput
                  {...NUMERO_BR}
                  label="Capacidade de cubagem (m³)"
                  value={cubagemM3 ?? ''}
                  min={0}
                  max={PEDIDO_LIMITES.cubagemMaxima}
                  onChange={(valor) => setCubagemM3(numero(valor))}
                />
              </Group>
            ) : (
              <Select
                label="Veículo (conjunto)"
                placeholder="Escolha o veículo"
                data={veiculos.map((veiculo) => ({ value: veiculo.id, label: rotuloDoVeiculo(veiculo) }))}
                value={veiculoId}
                onChange={setVeiculoId}
                searchable
                nothingFoundMessage="Nenhum veículo encontrado."
                comboboxProps={{ withinPortal: true }}
              />
            )}
            {erro ? (
              <Alert color="red" role="alert">
                {erro}
              </Alert>
            ) : null}
            <DialogActions onCancel={fechar} confirmLabel="Sugerir" pending={sugerir.isPending} mt="xs" />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
