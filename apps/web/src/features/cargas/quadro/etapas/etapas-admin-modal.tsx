import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import {
  GRUPO_QUADRO_LABELS,
  MESSAGES,
  type TGrupoQuadro,
  TipoQuadro,
  type TKanbanEtapa,
  ZKanbanEtapaCreateBody,
  ZKanbanEtapaUpdateBody,
} from '@embarca/domain';
import {
  ActionIcon,
  Button,
  ColorInput,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { validateForm } from '../../../../lib/schema-form';
import { ConfirmModal, useConfirm } from '../../../../lib/ui/confirm-modal';
import { saveForm } from '../../../../lib/ui/form-drawer';
import { actionFailureMessage, notifyFailure, notifySuccess } from '../../../../lib/ui/notify';
import { QueryPending } from '../../../../lib/ui/query-state';
import { useDeleteEtapa } from './api/use-delete-etapa';
import { useKanbanEtapas } from './api/use-kanban-etapas';
import { useSaveEtapa } from './api/use-save-etapa';

export interface EtapasAdminModalProps {
  opened: boolean;
  onClose: () => void;
}

const GRUPOS = Object.keys(GRUPO_QUADRO_LABELS) as TGrupoQuadro[];
const ITEM = 'Etapa';

/** The colour field's value as the API wants it: '#rrggbb' or null. */
const corOuNulo = (cor: string) => (cor.trim() === '' ? null : cor.trim().toLowerCase());

interface TEtapaDraft {
  descricao: string;
  cor: string;
}

function EtapaCampos({
  grupoLabel,
  numero,
  value,
  errors,
  onChange,
}: {
  grupoLabel: string;
  /** Position in the group, for the fields' accessible names; null for the new-stage row. */
  numero: number | null;
  value: TEtapaDraft;
  errors: Record<string, string>;
  onChange: (next: TEtapaDraft) => void;
}) {
  const sufixo = numero === null ? `nova etapa de ${grupoLabel}` : `etapa ${numero} de ${grupoLabel}`;
  return (
    <>
      <TextInput
        aria-label={`Nome da ${sufixo}`}
        placeholder={numero === null ? 'Nova etapa' : 'Nome da etapa'}
        value={value.descricao}
        error={errors.descricao}
        maxLength={60}
        style={{ flex: 1 }}
        onChange={(event) => onChange({ ...value, descricao: event.currentTarget.value })}
      />
      <ColorInput
        aria-label={`Cor da ${sufixo}`}
        placeholder="#rrggbb"
        format="hex"
        w={130}
        value={value.cor}
        error={errors.cor}
        popoverProps={{ withinPortal: true }}
        onChange={(cor) => onChange({ ...value, cor })}
      />
    </>
  );
}

function EtapaRow({
  etapa,
  numero,
  grupoLabel,
  onDelete,
}: {
  etapa: TKanbanEtapa;
  numero: number;
  grupoLabel: string;
  onDelete: (etapa: TKanbanEtapa) => void;
}) {
  const save = useSaveEtapa();
  const [draft, setDraft] = useState<TEtapaDraft>({ descricao: etapa.descricao, cor: etapa.cor ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  // The saved values come back through the list; a change from elsewhere replaces the draft.
  useEffect(() => {
    setDraft({ descricao: etapa.descricao, cor: etapa.cor ?? '' });
    setErrors({});
  }, [etapa.descricao, etapa.cor]);

  const changed =
    draft.descricao !== etapa.descricao || corOuNulo(draft.cor) !== (etapa.cor?.toLowerCase() ?? null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { descricao: draft.descricao, cor: corOuNulo(draft.cor) };
    if (!validateForm({ setErrors }, ZKanbanEtapaUpdateBody, body)) return;
    await saveForm(() => save.mutateAsync({ id: etapa.id, body: ZKanbanEtapaUpdateBody.parse(body) }), {
      item: ITEM,
      kind: 'updated',
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <EtapaCampos
          grupoLabel={grupoLabel}
          numero={numero}
          value={draft}
          errors={errors}
          onChange={(next) => {
            setDraft(next);
            setErrors({});
          }}
        />
        <Tooltip label="Salvar" withinPortal>
          <ActionIcon
            type="submit"
            size="lg"
            variant="light"
            disabled={!changed}
            loading={save.isPending}
            aria-label={`Salvar etapa ${etapa.descricao}`}
          >
            <IconDeviceFloppy size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Excluir" withinPortal>
          <ActionIcon
            size="lg"
            variant="light"
            color="red"
            aria-label={`Excluir etapa ${etapa.descricao}`}
            onClick={() => onDelete(etapa)}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Group>
    </form>
  );
}

function NovaEtapa({ grupo, grupoLabel }: { grupo: TGrupoQuadro; grupoLabel: string }) {
  const save = useSaveEtapa();
  const [draft, setDraft] = useState<TEtapaDraft>({ descricao: '', cor: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      descricao: draft.descricao,
      grupoEtapa: grupo,
      tipoQuadro: TipoQuadro.Cargas,
      cor: corOuNulo(draft.cor),
    };
    if (!validateForm({ setErrors }, ZKanbanEtapaCreateBody, body)) return;
    await saveForm(() => save.mutateAsync({ body: ZKanbanEtapaCreateBody.parse(body) }), {
      item: ITEM,
      kind: 'created',
      onSaved: () => setDraft({ descricao: '', cor: '' }),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <EtapaCampos
          grupoLabel={grupoLabel}
          numero={null}
          value={draft}
          errors={errors}
          onChange={(next) => {
            setDraft(next);
            setErrors({});
          }}
        />
        <Button
          type="submit"
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          loading={save.isPending}
        >
          Adicionar
        </Button>
      </Group>
    </form>
  );
}

/**
 * Stage administration of the loads board (02 §3 "Board stage", §7 kanban): per group its stages in
 * order, each renamed, recoloured or deleted (after confirmation; the API refuses the group's last one
 * and its message is shown), and a new stage added at the end. Reordering is drag and drop on the board.
 */
export function EtapasAdminModal({ opened, onClose }: EtapasAdminModalProps) {
  const etapas = useKanbanEtapas(TipoQuadro.Cargas, { enabled: opened });
  const remove = useDeleteEtapa();
  const confirm = useConfirm();

  const askDelete = (etapa: TKanbanEtapa) =>
    confirm.ask({
      title: 'Excluir etapa',
      message: `Excluir a etapa "${etapa.descricao}"? As cargas dela passam para a primeira etapa do grupo.`,
      confirmLabel: 'Excluir',
      danger: true,
      onConfirm: async () => {
        try {
          await remove.mutateAsync(etapa.id);
          notifySuccess('deleted', ITEM);
        } catch (error) {
          // 400 carries the API's reason (e.g. the group's last stage); other failures the generic text.
          notifyFailure(actionFailureMessage(error, MESSAGES.deleteError));
        }
      },
    });

  let content: ReactNode;
  if (etapas.isPending || etapas.isError) {
    content = <QueryPending query={etapas} py="xl" />;
  } else {
    content = (
      <Stack gap="md">
        {GRUPOS.map((grupo) => {
          const label = GRUPO_QUADRO_LABELS[grupo];
          const doGrupo = etapas.data
            .filter((etapa) => etapa.grupoEtapa === grupo)
            .sort((a, b) => a.ordem - b.ordem);
          return (
            <Paper key={grupo} withBorder p="sm" component="section" aria-label={label}>
              <Title order={4} size="h5" mb="xs">
                {label}
              </Title>
              <Stack gap="xs">
                {doGrupo.length === 0 && (
                  <Text size="sm" c="gray.7">
                    Nenhuma etapa neste grupo.
                  </Text>
                )}
                {doGrupo.map((etapa, index) => (
                  <EtapaRow
                    key={etapa.id}
                    etapa={etapa}
                    numero={index + 1}
                    grupoLabel={label}
                    onDelete={askDelete}
                  />
                ))}
                <NovaEtapa grupo={grupo} grupoLabel={label} />
              </Stack>
            </Paper>
          );
        })}
        <Text size="xs" c="gray.7">
          Para mudar a ordem das etapas, arraste-as no quadro.
        </Text>
      </Stack>
    );
  }

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title="Etapas do quadro"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        {content}
      </Modal>
      <ConfirmModal {...confirm.modalProps} />
    </>
  );
}
