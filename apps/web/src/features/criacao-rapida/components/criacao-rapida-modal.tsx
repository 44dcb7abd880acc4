import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Badge.css';
import { filtrarCatalogo, ITEM_MODELO_CARGA, MESSAGES, type TModeloCargaListaItem } from '@embarca/domain';
import {
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconFileDescription, IconPlus, IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { ConfirmModal, useConfirm } from '../../../lib/ui/confirm-modal';
import { deleteRequest } from '../../../lib/ui/confirm-requests';
import { shortcutTitle } from '../../../lib/ui/shortcut-dialog';
import { useExcluirModeloCarga } from '../../cargas/modelos/api/use-excluir-modelo-carga';
import { useModelosCarga } from '../../cargas/modelos/api/use-modelos-carga';
import { ATALHO_CRIACAO_RAPIDA } from '../atalho';
import { entradaConstruida, type TEntradaCriacao } from '../catalogo';
import {
  CRIACAO_RAPIDA_EM_BREVE,
  CRIACAO_RAPIDA_EM_BREVE_DETALHE,
  CRIACAO_RAPIDA_PLACEHOLDER,
  CRIACAO_RAPIDA_SECAO_CADASTROS,
  CRIACAO_RAPIDA_SECAO_MODELOS,
  CRIACAO_RAPIDA_TITULO,
} from '../textos';
import { ModeloCargaDetalhe } from './modelo-carga-detalhe';

type TItem =
  | { key: string; tipo: 'entrada'; entrada: TEntradaCriacao; emBreve: boolean }
  | { key: string; tipo: 'modelo'; modelo: TModeloCargaListaItem };

export interface CriacaoRapidaModalProps {
  opened: boolean;
  onClose: () => void;
  /** The catalogue entries this session may use (filtered by access); those not built show 'Em breve'. */
  entradas: readonly TEntradaCriacao[];
  /** Whether cargo templates are listed (module, licence, the template drawer built). */
  comModelos: boolean;
  onEscolherEntrada: (entrada: TEntradaCriacao) => void;
  onUsarModelo: (templateId: string) => void;
}

const LISTA_ID = 'criacao-rapida-lista';
const optionId = (key: string) => `criacao-rapida-${key}`;

/**
 * The quick-create dialog (01 §2): a search over the catalogue's labels and the templates' descriptions
 * (accent- and case-insensitive, the domain's `filtrarCatalogo`), the list on the left and the chosen
 * item's detail on the right; an entry whose module is not built yet is listed disabled ('Em breve'). Arrow keys move through the list from the search box; Enter or a
 * double-click opens the item; a template can be deleted after confirmation.
 */
export function CriacaoRapidaModal({
  opened,
  onClose,
  entradas,
  comModelos,
  onEscolherEntrada,
  onUsarModelo,
}: CriacaoRapidaModalProps) {
  const [termo, setTermo] = useState('');
  const [selecionado, setSelecionado] = useState<string | null>(null);
  const modelos = useModelosCarga({ enabled: opened && comModelos });
  const excluir = useExcluirModeloCarga();
  const confirm = useConfirm();

  const itensEntradas = useMemo<TItem[]>(
    () =>
      filtrarCatalogo(entradas, termo, (entrada) => [entrada.label]).map((entrada) => ({
        key: `entrada-${entrada.key}`,
        tipo: 'entrada',
        entrada,
        emBreve: !entradaConstruida(entrada),
      })),
    [entradas, termo],
  );
  const itensModelos = useMemo<TItem[]>(
    () =>
      comModelos
        ? filtrarCatalogo(modelos.data ?? [], termo, (modelo) => [modelo.descricao]).map((modelo) => ({
            key: `modelo-${modelo.id}`,
            tipo: 'modelo',
            modelo,
          }))
        : [],
    [comModelos, modelos.data, termo],
  );
  const itens = useMemo(() => [...itensEntradas, ...itensModelos], [itensEntradas, itensModelos]);
  const atual = itens.find((item) => item.key === selecionado) ?? itens[0] ?? null;

  // A filtered-out selection falls back to the first item shown.
  useEffect(() => {
    if (selecionado !== null && !itens.some((item) => item.key === selecionado)) setSelecionado(null);
  }, [itens, selecionado]);

  const abrir = (item: TItem | null) => {
    if (!item) return;
    // An entry whose module is not built yet opens nothing (its option is disabled).
    if (item.tipo === 'entrada' && item.emBreve) return;
    if (item.tipo === 'entrada') onEscolherEntrada(item.entrada);
    else onUsarModelo(item.modelo.id);
  };

  const mover = (passo: number) => {
    if (itens.length === 0) return;
    const index = atual ? itens.indexOf(atual) : -1;
    const proximo = itens[(index + passo + itens.length) % itens.length];
    if (proximo) {
      setSelecionado(proximo.key);
      document.getElementById(optionId(proximo.key))?.scrollIntoView({ block: 'nearest' });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      mover(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      abrir(atual);
    }
  };

  const pedirExclusao = (modelo: TModeloCargaListaItem) =>
    confirm.ask(
      deleteRequest({
        item: ITEM_MODELO_CARGA,
        name: modelo.descricao,
        run: () => excluir.mutateAsync(modelo.id),
      }),
    );

  const secao = (titulo: string, lista: TItem[]) =>
    lista.length === 0 ? null : (
      <Box role="group" aria-label={titulo}>
        <Text size="xs" fw={700} c="gray.7" tt="uppercase" px="xs" pt="xs" pb={4} aria-hidden="true">
          {titulo}
        </Text>
        {lista.map((item) => {
          const ativo = item.key === atual?.key;
          const label = item.tipo === 'entrada' ? item.entrada.label : item.modelo.descricao;
          const emBreve = item.tipo === 'entrada' && item.emBreve;
          return (
            <Group
              key={item.key}
              id={optionId(item.key)}
              role="option"
              aria-selected={ativo}
              aria-disabled={emBreve || undefined}
              gap="xs"
              wrap="nowrap"
              px="xs"
              py={6}
              style={{
                cursor: 'pointer',
                borderRadius: 'var(--mantine-radius-sm)',
                background: ativo ? 'var(--mantine-color-blue-light)' : undefined,
              }}
              onClick={() => setSelecionado(item.key)}
              onDoubleClick={() => abrir(item)}
            >
              {item.tipo === 'entrada' ? (
                <IconPlus size={16} aria-hidden="true" style={{ flex: 'none' }} />
              ) : (
                <IconFileDescription size={16} aria-hidden="true" style={{ flex: 'none' }} />
              )}
              <Text size="sm" truncate c={emBreve ? 'gray.7' : undefined} style={{ flex: 1 }}>
                {label}
              </Text>
              {emBreve ? (
                <Badge size="xs" variant="light" color="gray" style={{ flex: 'none' }}>
                  {CRIACAO_RAPIDA_EM_BREVE}
                </Badge>
              ) : null}
            </Group>
          );
        })}
      </Box>
    );

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title={shortcutTitle(CRIACAO_RAPIDA_TITULO, ATALHO_CRIACAO_RAPIDA)}
        size="xl"
        yOffset="8vh"
        closeButtonProps={{ 'aria-label': 'Fechar criação rápida' }}
      >
        <Stack gap="md">
          <TextInput
            data-autofocus
            aria-label={CRIACAO_RAPIDA_TITULO}
            placeholder={CRIACAO_RAPIDA_PLACEHOLDER}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={termo}
            onChange={(event) => setTermo(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            autoComplete="off"
            spellCheck={false}
            role="combobox"
            aria-expanded="true"
            aria-controls={LISTA_ID}
            aria-activedescendant={atual ? optionId(atual.key) : undefined}
          />
          <Group align="stretch" gap="md" wrap="nowrap">
            <ScrollArea h={420} w={300} style={{ flex: 'none' }} type="auto">
              <Box id={LISTA_ID} role="listbox" aria-label="Itens de criação rápida">
                {secao(CRIACAO_RAPIDA_SECAO_CADASTROS, itensEntradas)}
                {secao(CRIACAO_RAPIDA_SECAO_MODELOS, itensModelos)}
              </Box>
              {itens.length === 0 && !modelos.isFetching ? (
                <Text size="sm" c="gray.7" p="xs" role="status">
                  {MESSAGES.noResults}
                </Text>
              ) : null}
              {comModelos && modelos.isPending ? (
                <Group gap="xs" p="xs" aria-live="polite">
                  <Loader size="xs" aria-hidden="true" />
                  <Text size="sm">Carregando modelos de carga…</Text>
                </Group>
              ) : null}
              {modelos.isError ? (
                <Text size="sm" c="red.8" p="xs" role="alert">
                  Não foi possível carregar os modelos de carga.
                </Text>
              ) : null}
            </ScrollArea>
            <ScrollArea h={420} style={{ flex: 1 }} type="auto">
              <Box role="region" aria-label="Detalhes do item" pr="sm">
                {atual?.tipo === 'entrada' ? (
                  <Stack gap="sm">
                    <Title order={3} size="h4">
                      {atual.entrada.label}
                    </Title>
                    <Text size="sm">{atual.entrada.descricao}</Text>
                    {atual.emBreve ? (
                      <Text size="sm" c="gray.7">
                        {CRIACAO_RAPIDA_EM_BREVE_DETALHE}
                      </Text>
                    ) : null}
                    <Group justify="flex-end">
                      {atual.emBreve ? (
                        <Button disabled>{CRIACAO_RAPIDA_EM_BREVE}</Button>
                      ) : (
                        <Button onClick={() => abrir(atual)}>Abrir</Button>
                      )}
                    </Group>
                  </Stack>
                ) : atual?.tipo === 'modelo' ? (
                  <ModeloCargaDetalhe
                    modelo={atual.modelo}
                    onUsar={() => abrir(atual)}
                    onExcluir={() => pedirExclusao(atual.modelo)}
                  />
                ) : null}
              </Box>
            </ScrollArea>
          </Group>
        </Stack>
      </Modal>
      <ConfirmModal {...confirm.modalProps} />
    </>
  );
}
