import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Table.css';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Stack,
  Table,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { NUMERO_BR } from '../../../../lib/ui/numero-br';
import { FIM_DO_DIA, novoVeiculo, type TVeiculoForm } from '../roteirizador.rules';

const numero = (valor: string | number) => (typeof valor === 'number' ? valor : null);

/** 'HH:mm' as it is typed: digits only, the colon added. */
export function mascaraHora(valor: string): string {
  const digitos = valor.replace(/\D/g, '').slice(0, 4);
  return digitos.length > 2 ? `${digitos.slice(0, 2)}:${digitos.slice(2)}` : digitos;
}

export interface VeiculosFormProps {
  veiculos: readonly TVeiculoForm[];
  onChange: (veiculos: TVeiculoForm[]) => void;
}

/** The vehicles of the planning: name, capacity (kg, m³) and working day (HH:mm), one row each. */
export function VeiculosForm({ veiculos, onChange }: VeiculosFormProps) {
  const mudar = (chave: string, parcial: Partial<TVeiculoForm>) =>
    onChange(veiculos.map((veiculo) => (veiculo.chave === chave ? { ...veiculo, ...parcial } : veiculo)));
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={620}>
        <Table aria-label="Veículos da roteirização" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Veículo</Table.Th>
              <Table.Th>Capacidade (kg)</Table.Th>
              <Table.Th>Capacidade (m³)</Table.Th>
              <Table.Th>Início da jornada</Table.Th>
              <Table.Th>Fim da jornada</Table.Th>
              <Table.Th>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {veiculos.map((veiculo, indice) => {
              const n = indice + 1;
              return (
                <Table.Tr key={veiculo.chave}>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label={`Nome do veículo ${n}`}
                      placeholder={`Veículo ${n}`}
                      value={veiculo.nome}
                      maxLength={120}
                      miw={130}
                      onChange={(event) => mudar(veiculo.chave, { nome: event.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      {...NUMERO_BR}
                      size="xs"
                      aria-label={`Capacidade de peso (kg) do veículo ${n}`}
                      placeholder="Sem limite"
                      value={veiculo.capacidadePesoKg ?? ''}
                      onChange={(valor) => mudar(veiculo.chave, { capacidadePesoKg: numero(valor) })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      {...NUMERO_BR}
                      size="xs"
                      aria-label={`Capacidade de cubagem (m³) do veículo ${n}`}
                      placeholder="Sem limite"
                      value={veiculo.capacidadeCubagemM3 ?? ''}
                      onChange={(valor) => mudar(veiculo.chave, { capacidadeCubagemM3: numero(valor) })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label={`Início da jornada do veículo ${n}`}
                      placeholder="HH:mm"
                      inputMode="numeric"
                      value={veiculo.inicio}
                      onChange={(event) =>
                        mudar(veiculo.chave, { inicio: mascaraHora(event.currentTarget.value) })
                      }
                      w={76}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label={`Fim da jornada do veículo ${n}`}
                      placeholder={FIM_DO_DIA}
                      inputMode="numeric"
                      value={veiculo.fim}
                      onChange={(event) =>
                        mudar(veiculo.chave, { fim: mascaraHora(event.currentTarget.value) })
                      }
                      w={76}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      disabled={veiculos.length === 1}
                      aria-label={`Remover o veículo ${n}`}
                      onClick={() => onChange(veiculos.filter((item) => item.chave !== veiculo.chave))}
                    >
                      <IconTrash size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => onChange([...veiculos, novoVeiculo()])}
        >
          Adicionar veículo
        </Button>
      </Group>
    </Stack>
  );
}
