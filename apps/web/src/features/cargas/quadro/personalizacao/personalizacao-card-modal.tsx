import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Title.css';
import {
  CAMPO_CARD_LABELS,
  CAMPOS_CARD,
  PERSONALIZACAO_CARD_PADRAO,
  TOTAIS_CARD,
  TOTAL_CARD_LABELS,
  type TPersonalizacaoCardCarga,
  ZPersonalizacaoCardCarga,
} from '@embarca/domain';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { schemaErrors } from '../../../../lib/schema-form';
import { notifyApiError, notifySuccess } from '../../../../lib/ui/notify';
import { SectionLoader } from '../../../../lib/ui/query-state';
import { CargaCard } from '../components/carga-card';
import { textoTotais } from '../components/etapa-column';
import { totaisDaEtapa } from '../quadro-state';
import { usePersonalizacaoCard } from './api/use-personalizacao-card';
import { useSavePersonalizacaoCard } from './api/use-save-personalizacao-card';
import {
  adicionarItem,
  copiaPersonalizacao,
  LISTAS_LIMITES,
  moverItem,
  removerItem,
  type TListaCard,
} from './personalizacao-editor';
import { useCardExemplo } from './use-card-exemplo';

export interface PersonalizacaoCardModalProps {
  opened: boolean;
  onClose: () => void;
}

const ITEM = 'Personalização do cartão';

interface TListaConfig {
  lista: TListaCard;
  titulo: string;
  descricao: string;
  opcoes: readonly string[];
  labels: Readonly<Record<string, string>>;
}

const LISTAS: readonly TListaConfig[] = [
  {
    lista: 'header',
    titulo: 'Cabeçalho',
    descricao: 'A linha de título do cartão.',
    opcoes: CAMPOS_CARD,
    labels: CAMPO_CARD_LABELS,
  },
  {
    lista: 'body',
    titulo: 'Corpo',
    descricao: 'As linhas abaixo do título.',
    opcoes: CAMPOS_CARD,
    labels: CAMPO_CARD_LABELS,
  },
  {
    lista: 'badges',
    titulo: 'Marcadores',
    descricao: 'Etiquetas no pé do cartão.',
    opcoes: CAMPOS_CARD,
    labels: CAMPO_CARD_LABELS,
  },
  {
    lista: 'totals',
    titulo: 'Totais da coluna',
    descricao: 'Somas no topo de cada etapa.',
    opcoes: TOTAIS_CARD,
    labels: TOTAL_CARD_LABELS,
  },
];

const plural = (n: number) => (n === 1 ? '1 campo' : `${n} campos`);

function ListaEditor({
  config,
  value,
  error,
  onChange,
}: {
  config: TListaConfig;
  value: readonly string[];
  error: string | undefined;
  onChange: (next: string[]) => void;
}) {
  const max = LISTAS_LIMITES[config.lista];
  const cheia = value.length >= max;
  const livres = config.opcoes
    .filter((opcao) => !value.includes(opcao))
    .map((opcao) => ({ value: opcao, label: config.labels[opcao] ?? opcao }));
  return (
    <Paper withBorder p="sm" component="section" aria-label={config.titulo}>
      <Group justify="space-between" align="baseline" mb={4}>
        <Title order={4} size="h6">
          {config.titulo}
        </Title>
        <Text size="xs" c="gray.7">
          {value.length} de {max}
        </Text>
      </Group>
      <Text size="xs" c="gray.7" mb="xs">
        {config.descricao}
      </Text>
      <Stack component="ol" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {value.map((item, index) => {
          const label = config.labels[item] ?? item;
          return (
            <Group key={item} component="li" gap={4} wrap="nowrap" justify="space-between">
              <Text size="sm">
                {index + 1}. {label}
              </Text>
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={`Mover ${label} para cima em ${config.titulo}`}
                  disabled={index === 0}
                  onClick={() => onChange(moverItem(value, index, -1))}
                >
                  <IconArrowUp size={14} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={`Mover ${label} para baixo em ${config.titulo}`}
                  disabled={index === value.length - 1}
                  onClick={() => onChange(moverItem(value, index, 1))}
                >
                  <IconArrowDown size={14} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={`Remover ${label} de ${config.titulo}`}
                  onClick={() => onChange(removerItem(value, index))}
                >
                  <IconX size={14} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </Group>
          );
        })}
      </Stack>
      <Select
        mt="xs"
        size="xs"
        aria-label={`Adicionar campo em ${config.titulo}`}
        placeholder={cheia ? `Limite de ${plural(max)} atingido` : 'Adicionar campo'}
        data={livres}
        value={null}
        disabled={cheia || livres.length === 0}
        searchable
        error={error}
        comboboxProps={{ withinPortal: true }}
        onChange={(next) => next && onChange(adicionarItem(value, next, max))}
      />
    </Paper>
  );
}

function Preview({ value, opened }: { value: TPersonalizacaoCardCarga; opened: boolean }) {
  const { exemplo, carregando, falhou } = useCardExemplo(opened);
  if (carregando) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Carregando a pré-visualização" />
      </Center>
    );
  }
  if (!exemplo) {
    return (
      <Text size="sm" c="gray.7">
        {falhou
          ? 'Não foi possível carregar uma carga para a pré-visualização.'
          : 'Nenhuma carga no quadro para a pré-visualização.'}
      </Text>
    );
  }
  const totais = totaisDaEtapa([exemplo.card]);
  const linhaTotais = textoTotais(totais, value.totals);
  return (
    <Stack gap="xs">
      <Paper withBorder p="xs" bg="gray.0" role="group" aria-label="Topo da coluna">
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            Etapa
          </Text>
          {value.totals.includes('quantidadeCargas') && (
            <Badge variant="light" color="gray">
              1
            </Badge>
          )}
        </Group>
        {linhaTotais && (
          <Text size="xs" c="gray.7">
            {linhaTotais}
          </Text>
        )}
      </Paper>
      <CargaCard card={exemplo.card} grupo={exemplo.grupo} personalizacao={value} />
    </Stack>
  );
}

/**
 * The card layout editor for administrators (02 §2 'PersonalizacaoCardCarga'): which fields the card's
 * header (≤ 3), body (≤ 12) and badges (≤ 6) show and in what order, the column totals, labels and
 * icons, and the layout's name; previewed live on a real load and saved as the owner preference.
 */
export function PersonalizacaoCardModal({ opened, onClose }: PersonalizacaoCardModalProps) {
  const atual = usePersonalizacaoCard();
  const { salvar, isPending } = useSavePersonalizacaoCard();
  const [draft, setDraft] = useState<TPersonalizacaoCardCarga>(() =>
    copiaPersonalizacao(PERSONALIZACAO_CARD_PADRAO),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  // Each opening starts from the layout in force.
  useEffect(() => {
    if (opened && atual.data) {
      setDraft(copiaPersonalizacao(atual.data));
      setErrors({});
    }
  }, [opened, atual.data]);

  const update = (next: TPersonalizacaoCardCarga) => {
    setDraft(next);
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = schemaErrors(ZPersonalizacaoCardCarga, draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await salvar(ZPersonalizacaoCardCarga.parse(draft));
      notifySuccess('updated', ITEM);
      onClose();
    } catch (error) {
      notifyApiError(error);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Personalizar cartão de carga"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {atual.isPending ? (
        <SectionLoader py="xl" />
      ) : (
        <form onSubmit={submit} noValidate aria-label="Personalizar cartão de carga">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Stack gap="sm">
              <TextInput
                label="Nome do layout"
                maxLength={60}
                value={draft.label}
                error={errors.label}
                onChange={(event) => update({ ...draft, label: event.currentTarget.value })}
              />
              <Group gap="lg">
                <Switch
                  label="Mostrar o nome dos campos"
                  checked={draft.config.showLabel}
                  onChange={(event) =>
                    update({ ...draft, config: { ...draft.config, showLabel: event.currentTarget.checked } })
                  }
                />
                <Switch
                  label="Mostrar ícones"
                  checked={draft.config.showIcon}
                  onChange={(event) =>
                    update({ ...draft, config: { ...draft.config, showIcon: event.currentTarget.checked } })
                  }
                />
              </Group>
              {LISTAS.map((config) => (
                <ListaEditor
                  key={config.lista}
                  config={config}
                  value={draft[config.lista]}
                  error={
                    errors[config.lista] ??
                    Object.entries(errors).find(([key]) => key.startsWith(`${config.lista}.`))?.[1]
                  }
                  onChange={(next) => update({ ...draft, [config.lista]: next })}
                />
              ))}
            </Stack>
            <Box>
              <Box pos="sticky" top={0}>
                <Title order={4} size="h6" mb="xs">
                  Pré-visualização
                </Title>
                <Preview value={draft} opened={opened} />
              </Box>
            </Box>
          </SimpleGrid>
          <Group justify="space-between" mt="lg">
            <Button variant="subtle" onClick={() => update(copiaPersonalizacao(PERSONALIZACAO_CARD_PADRAO))}>
              Restaurar padrão
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancelar
              </Button>
              <Button type="submit" loading={isPending}>
                Salvar
              </Button>
            </Group>
          </Group>
        </form>
      )}
    </Modal>
  );
}
