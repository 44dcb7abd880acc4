import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import { MESSAGES, type TEmpresa, TIPO_ROTA_LABELS, TipoRota, type TTipoRota, UFS } from '@embarca/domain';
import { ActionIcon, Grid, Group, NativeSelect, Paper, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconFlag, IconMapPin, IconTrash, IconTruck } from '@tabler/icons-react';
import { notifyApiError } from '../../../../lib/ui/notify';
import { useBuscarEmpresa } from '../api/use-empresas-ativas';
import { tipoDoPonto } from '../cadastro-carga.values';
import { dataHoraDigitadaInvalida } from '../data-hora';
import { parteDoFormulario, type TCargaForm } from './campos';
import { DataHoraInput } from './data-hora-input';
import { EmpresaSelect } from './empresa-select';

const ICONES = { 1: IconTruck, 2: IconMapPin, 3: IconFlag } as const;

/** The UF select's options: none chosen, then the 27 (issue 16: a typed 'XX' used to be saved). */
const OPCOES_UF = [{ value: '', label: 'UF' }, ...UFS.map((uf) => ({ value: uf, label: uf }))];

/** The address line of a company: 'Rua X, 100 - Bairro'. */
export function enderecoDaEmpresa(empresa: TEmpresa): string {
  const rua = [empresa.logradouro, empresa.numero].filter(Boolean).join(', ');
  return [rua, empresa.bairro].filter(Boolean).join(' - ');
}

/** 'Origem', 'Parada 2', 'Destino final'. */
export function nomeDoPonto(index: number, total: number): string {
  const tipo = tipoDoPonto(index, total);
  return tipo === TipoRota.Parada ? `Parada ${index}` : TIPO_ROTA_LABELS[tipo];
}

export interface RotaPontoCardProps {
  form: TCargaForm;
  /** Its values and errors (`assinatura`): it re-renders only when they change. */
  assinatura: string;
  index: number;
  total: number;
  disabled?: boolean;
}

/**
 * One route point: its company (choosing one fills the address, city and UF from the company), the address
 * line, city, UF and the planned window. Stops can move between the origin and the final destination.
 */
function RotaPontoCardCampos({ form, index, total, disabled }: RotaPontoCardProps) {
  const buscarEmpresa = useBuscarEmpresa();
  const path = `origemDestino.${index}` as const;
  const ponto = form.getValues().origemDestino[index];
  if (!ponto) return null;
  const tipo: TTipoRota = tipoDoPonto(index, total);
  const nome = nomeDoPonto(index, total);
  const Icone = ICONES[tipo];
  const parada = tipo === TipoRota.Parada;

  /** The place changed: coordinates of the old place no longer apply. */
  const semCoordenadas = () => {
    form.setFieldValue(`${path}.latitude`, null);
    form.setFieldValue(`${path}.longitude`, null);
  };

  const escolherEmpresa = async (empresa: { id: string; nome: string } | null) => {
    form.setFieldValue(`${path}.empresaId`, empresa?.id ?? null);
    form.setFieldValue(`${path}.empresaNome`, empresa?.nome ?? null);
    if (!empresa) return;
    semCoordenadas();
    try {
      const dados = await buscarEmpresa(empresa.id);
      const endereco = enderecoDaEmpresa(dados);
      if (endereco) form.setFieldValue(`${path}.localidade`, endereco);
      if (dados.cidade) form.setFieldValue(`${path}.cidade`, dados.cidade);
      if (dados.uf) form.setFieldValue(`${path}.uf`, dados.uf);
    } catch (error) {
      notifyApiError(error);
    }
  };

  const mover = (para: number) => form.reorderListItem('origemDestino', { from: index, to: para });

  /** A planned date as typed: a text that is no real date stays and is marked at once. */
  const mudarData = (campo: 'dhInicio' | 'dhFim', valor: string | null) => {
    form.setFieldValue(`${path}.${campo}`, valor);
    if (dataHoraDigitadaInvalida(valor)) form.setFieldError(`${path}.${campo}`, MESSAGES.invalidDate);
  };

  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={nome}>
      <Group justify="space-between" mb={6} wrap="nowrap">
        <Group gap={6}>
          <Icone size={16} aria-hidden="true" />
          <Text fw={600} size="sm">
            {nome}
          </Text>
        </Group>
        {parada && !disabled && (
          <Group gap={4}>
            <Tooltip label="Mover para cima">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Mover ${nome} para cima`}
                disabled={index <= 1}
                onClick={() => mover(index - 1)}
              >
                <IconArrowUp size={16} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Mover para baixo">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Mover ${nome} para baixo`}
                disabled={index >= total - 2}
                onClick={() => mover(index + 1)}
              >
                <IconArrowDown size={16} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Remover parada">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remover ${nome}`}
                onClick={() => form.removeListItem('origemDestino', index)}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
      <Grid gap="sm" columns={24}>
        <Grid.Col span={{ base: 24, sm: 12 }}>
          <EmpresaSelect
            label="Empresa"
            value={ponto.empresaId}
            nome={ponto.empresaNome}
            disabled={disabled}
            error={form.errors[`${path}.empresaId`]}
            onChange={(empresa) => void escolherEmpresa(empresa)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, sm: 12 }}>
          <TextInput label="Endereço" maxLength={200} {...form.getInputProps(`${path}.localidade`)} />
        </Grid.Col>
        <Grid.Col span={{ base: 16, sm: 7 }}>
          <TextInput
            label="Cidade"
            withAsterisk
            maxLength={120}
            {...form.getInputProps(`${path}.cidade`)}
            onChange={(event) => {
              form.setFieldValue(`${path}.cidade`, event.currentTarget.value);
              semCoordenadas();
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 8, sm: 3 }}>
          <NativeSelect
            label="UF"
            withAsterisk
            data={OPCOES_UF}
            {...form.getInputProps(`${path}.uf`)}
            onChange={(event) => {
              form.setFieldValue(`${path}.uf`, event.currentTarget.value);
              semCoordenadas();
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, xs: 12, sm: 7 }}>
          <DataHoraInput
            label="Início previsto"
            withAsterisk
            disabled={disabled}
            value={ponto.dhInicio}
            error={form.errors[`${path}.dhInicio`]}
            onChange={(value) => mudarData('dhInicio', value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, xs: 12, sm: 7 }}>
          <DataHoraInput
            label="Fim previsto"
            disabled={disabled}
            value={ponto.dhFim}
            error={form.errors[`${path}.dhFim`]}
            onChange={(value) => mudarData('dhFim', value)}
          />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

export const RotaPontoCard = parteDoFormulario(RotaPontoCardCampos);
