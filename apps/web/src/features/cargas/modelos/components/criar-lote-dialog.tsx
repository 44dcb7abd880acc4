import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import {
  diaEmSaoPaulo,
  formatDate,
  formatDateTime,
  GRADE_MAX_DIAS,
  LOTE_MAX_DATAS,
  MODELOS_LOTES_MESSAGES,
  somarDias,
} from '@embarca/domain';
import { Alert, Group, Loader, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useEffect, useMemo, useState } from 'react';
import { describeApiError } from '../../../../lib/api-error-handler';
import { DialogActions } from '../../../../lib/ui/dialog-actions';
import { useCriarLote } from '../api/use-criar-lote';
import { useGradeHorarios } from '../api/use-grade-horarios';
import { useModelosCarga } from '../api/use-modelos-carga';
import { useEnvioDoDialogo } from '../use-envio-do-dialogo';

export interface CriarLoteDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The template chosen beforehand (e.g. from the template's own screen). */
  modeloId?: string | null;
}

/** 'yyyy-MM-dd' as dd/MM/yyyy without a time-zone shift. */
const diaBr = (dia: string) => formatDate(`${dia}T12:00:00Z`);

/**
 * 'Criar lote' (02 §7 "Lots and templates"): a template, several collection dates on a calendar (from today
 * on, at most 31, within the next 92 days), the collection and delivery times each load would get
 * (GET /cargalote/listarGradeHorarios), then POST /cargalote/criarlote: one load per date in the selected
 * business unit, all in one lot.
 */
export function CriarLoteDialog({ opened, onClose, modeloId: modeloInicial = null }: CriarLoteDialogProps) {
  const modelos = useModelosCarga({ enabled: opened });
  const criar = useCriarLote();
  const [modeloId, setModeloId] = useState<string | null>(modeloInicial);
  const [datas, setDatas] = useState<string[]>([]);
  const [descricao, setDescricao] = useState('');
  const [aviso, setAviso] = useState<string | null>(null);
  const { falha, limparFalha, enviar } = useEnvioDoDialogo(onClose);
  const hoje = useMemo(() => diaEmSaoPaulo(new Date()), []);

  useEffect(() => {
    if (opened) {
      setModeloId(modeloInicial);
      setDatas([]);
      setDescricao('');
      setAviso(null);
      limparFalha();
    }
  }, [opened, modeloInicial, limparFalha]);

  const ordenadas = useMemo(() => [...datas].sort(), [datas]);
  const periodo =
    ordenadas.length > 0 ? { inicio: ordenadas[0] as string, fim: ordenadas.at(-1) as string } : null;
  const grade = useGradeHorarios(opened ? modeloId : null, periodo);
  const linhas = (grade.data?.items ?? []).filter((linha) => datas.includes(linha.data));

  const escolherDatas = (valor: string[]) => {
    if (valor.length > LOTE_MAX_DATAS) {
      setAviso(MODELOS_LOTES_MESSAGES.maxDatas);
      return;
    }
    setAviso(null);
    setDatas(valor);
  };

  const podeCriar = modeloId !== null && datas.length > 0;
  const submit = async () => {
    if (!modeloId || datas.length === 0) return;
    await enviar(() =>
      criar.mutateAsync({
        modeloId,
        datas: ordenadas,
        ...(descricao.trim() ? { descricao: descricao.trim() } : {}),
      }),
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={criar.isPending ? () => {} : onClose}
      title="Criar lote de cargas"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="sm">
        <Select
          label="Modelo de carga"
          withAsterisk
          placeholder={modelos.isPending ? 'Carregando modelos…' : 'Escolha um modelo'}
          data={(modelos.data ?? []).map((modelo) => ({ value: modelo.id, label: modelo.descricao }))}
          value={modeloId}
          onChange={setModeloId}
          searchable
          nothingFoundMessage="Nenhum modelo de carga encontrado."
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="Descrição do lote"
          placeholder="A descrição do modelo, quando vazia"
          maxLength={120}
          value={descricao}
          onChange={(event) => setDescricao(event.currentTarget.value)}
        />
        <div>
          <Text size="sm" fw={500} id="criar-lote-datas">
            Datas de coleta
          </Text>
          <Text size="xs" c="gray.7" mb={4}>
            Escolha até {LOTE_MAX_DATAS} datas: uma carga por data, com a rota do modelo deslocada para ela.
          </Text>
          <Group justify="center">
            <DatePicker
              type="multiple"
              locale="pt-br"
              value={datas}
              onChange={escolherDatas}
              minDate={hoje}
              maxDate={somarDias(hoje, GRADE_MAX_DIAS - 1)}
              numberOfColumns={2}
              hideOutsideDates
              getDayAriaLabel={diaBr}
              aria-labelledby="criar-lote-datas"
              ariaLabels={{ nextMonth: 'Próximo mês', previousMonth: 'Mês anterior' }}
            />
          </Group>
          <Text size="sm" role="status" mt={4}>
            {datas.length === 0
              ? 'Nenhuma data escolhida.'
              : datas.length === 1
                ? '1 data escolhida.'
                : `${datas.length} datas escolhidas.`}
          </Text>
          {aviso ? (
            <Text size="sm" c="red.8" role="alert">
              {aviso}
            </Text>
          ) : null}
        </div>
        {modeloId && datas.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Horários das cargas
            </Text>
            {grade.isError ? (
              <Text size="sm" c="red.8" role="alert">
                {describeApiError(grade.error).message}
              </Text>
            ) : grade.isPending ? (
              <Group gap="xs">
                <Loader size="xs" aria-hidden="true" />
                <Text size="sm">Calculando os horários…</Text>
              </Group>
            ) : (
              <Table striped withTableBorder aria-label="Horários das cargas do lote">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Data de coleta</Table.Th>
                    <Table.Th>Coleta</Table.Th>
                    <Table.Th>Entrega</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {linhas.map((linha) => (
                    <Table.Tr key={linha.data}>
                      <Table.Td>{diaBr(linha.data)}</Table.Td>
                      <Table.Td>{formatDateTime(linha.coleta)}</Table.Td>
                      <Table.Td>{formatDateTime(linha.entrega)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        ) : null}
        {falha ? (
          <Alert color="yellow" title="Não foi possível criar o lote" role="alert">
            {falha}
          </Alert>
        ) : null}
        <DialogActions
          onCancel={onClose}
          confirmLabel={datas.length > 1 ? `Criar ${datas.length} cargas` : 'Criar lote'}
          onConfirm={submit}
          pending={criar.isPending}
          confirmDisabled={!podeCriar}
          mt="sm"
        />
      </Stack>
    </Modal>
  );
}
