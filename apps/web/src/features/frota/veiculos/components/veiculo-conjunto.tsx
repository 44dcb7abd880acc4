import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { formatPlate, formatVolume, formatWeight, type TVeiculo, VEICULO_MESSAGES } from '@embarca/domain';
import { Button, Fieldset, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notifyApiError, notifyInfo } from '../../../../lib/ui/notify';
import { useConjunto } from '../api/use-conjunto';
import { FILTROS_VEICULO_VAZIOS, useVeiculosSearch } from '../api/use-veiculos-search';

const EQUIPAMENTOS_ATIVOS = {
  page: 1,
  qtdItem: 100,
  ordem: 'placa',
  direcao: 0,
  filtro: '',
  ativos: true,
} as const;

const capacidade = (kg: number | null, m3: number | null) =>
  [kg === null ? null : formatWeight(kg), m3 === null ? null : formatVolume(m3)]
    .filter(Boolean)
    .join(' · ') || 'não informada';

/**
 * A traction vehicle's set (issue 18): its active equipment in order (the order chosen), saved with
 * 'Salvar conjunto'; the set's capacity is the sum. An equipment in another set says so and the server
 * refuses it (409 naming both plates).
 */
export function VeiculoConjunto({ veiculo }: { veiculo: TVeiculo }) {
  const equipamentos = useVeiculosSearch(EQUIPAMENTOS_ATIVOS, {
    ...FILTROS_VEICULO_VAZIOS,
    cadastro: 'equipamento',
  });
  const salvar = useConjunto();
  const atuais = veiculo.conjunto.map((membro) => membro.id);
  const [selecionados, setSelecionados] = useState<string[]>(atuais);
  const chave = atuais.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the saved set.
  useEffect(() => setSelecionados(atuais), [chave]);

  const data = (equipamentos.data?.items ?? []).map((item) => ({
    value: item.id,
    label: `${formatPlate(item.placa)}${item.tipoEquipamentoTexto ? ` — ${item.tipoEquipamentoTexto}` : ''}${
      item.tracionador && item.tracionador.id !== veiculo.id
        ? ` (no conjunto de ${formatPlate(item.tracionador.placa)})`
        : ''
    }`,
  }));
  const alterado = selecionados.join(',') !== chave;

  const salvarConjunto = async () => {
    try {
      await salvar.mutateAsync({ id: veiculo.id, equipamentoIds: selecionados });
      notifyInfo(VEICULO_MESSAGES.conjuntoAtualizado, 'green');
    } catch (error) {
      notifyApiError(error);
    }
  };

  return (
    <Fieldset legend="Conjunto (equipamentos acoplados)" variant="unstyled">
      <Stack gap="xs">
        <MultiSelect
          label="Equipamentos, na ordem do conjunto"
          placeholder={data.length === 0 ? 'Nenhum equipamento ativo cadastrado' : 'Selecione'}
          data={data}
          value={selecionados}
          onChange={setSelecionados}
          searchable
          clearable
          maxValues={4}
          nothingFoundMessage="Nenhum resultado encontrado."
          disabled={equipamentos.isPending}
        />
        <Group justify="space-between" align="center">
          <Text size="sm" c="gray.7">
            Capacidade do conjunto:{' '}
            {capacidade(veiculo.capacidadeConjunto.capacidadeKg, veiculo.capacidadeConjunto.capacidadeM3)}
          </Text>
          <Button
            type="button"
            variant="light"
            onClick={salvarConjunto}
            loading={salvar.isPending}
            disabled={!alterado}
          >
            Salvar conjunto
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
