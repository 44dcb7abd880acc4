import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import {
  boardGroupOfSituacao,
  GrupoQuadro,
  PERSONALIZACAO_CARD_PADRAO,
  PESQUISA_RAPIDA_DEBOUNCE_MS,
  pesquisaSemResultados,
  type TCargaQuadroCard,
  termoPesquisaValido,
} from '@embarca/domain';
import { Alert, Combobox, Group, Loader, Modal, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue, useWindowEvent } from '@mantine/hooks';
import { IconCornerDownLeft, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { shortcutTitle } from '../../../../../lib/ui/shortcut-dialog';
import { CargaCard } from '../../components/carga-card';
import { usePersonalizacaoCard } from '../../personalizacao/api/use-personalizacao-card';
import { usePesquisaRapida } from '../api/use-pesquisa-rapida';
import { ATALHO_PESQUISA_RAPIDA } from '../atalho';
import {
  PESQUISA_RAPIDA_DICA,
  PESQUISA_RAPIDA_PLACEHOLDER,
  PESQUISA_RAPIDA_TECLAS,
  PESQUISA_RAPIDA_TITULO,
} from '../textos';
import classes from './pesquisa-rapida.module.css';

const ROTULO_RESULTADOS_ID = 'pesquisa-rapida-resultados';
/** A fixed id: Mantine's generated one changes after mounting, leaving the input's aria-controls behind. */
const LISTA_ID = 'pesquisa-rapida-opcoes';

export interface PesquisaRapidaModalProps {
  opened: boolean;
  onClose: () => void;
  /** The term, kept by the caller: reopening shows the last search. */
  termo: string;
  onTermoChange: (termo: string) => void;
  /** A result was chosen: the caller closes the dialog and opens the load's details drawer. */
  onAbrirCarga: (cargaId: string) => void;
}

function Resultados({
  termo,
  ativa,
}: {
  termo: string;
  /** The id of the option the arrows chose (aria-selected), or null. */
  ativa: string | null;
}) {
  const pesquisa = usePesquisaRapida(termo);
  // The owner's card layout, as on the board (02 §2); the default while it loads or when it fails.
  const personalizacao = usePersonalizacaoCard().data ?? PERSONALIZACAO_CARD_PADRAO;

  if (!termoPesquisaValido(termo)) {
    return (
      <Text size="sm" c="gray.7">
        {PESQUISA_RAPIDA_DICA}
      </Text>
    );
  }
  if (pesquisa.isPending) {
    return (
      <Group gap="xs" aria-live="polite">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">Pesquisando…</Text>
      </Group>
    );
  }
  if (pesquisa.isError) {
    return (
      <Alert color="red" title="Não foi possível pesquisar">
        {pesquisa.error.message}
      </Alert>
    );
  }
  const items = pesquisa.data.items;
  if (items.length === 0) {
    return (
      <Text size="sm" role="status">
        {pesquisaSemResultados(termo)}
      </Text>
    );
  }
  return (
    <>
      <Text size="xs" c="gray.7" role="status">
        {items.length === 1 ? '1 carga encontrada' : `${items.length} cargas encontradas`}.{' '}
        {PESQUISA_RAPIDA_TECLAS}
      </Text>
      <Combobox.Options id={LISTA_ID} labelledBy={ROTULO_RESULTADOS_ID} className={classes.opcoes}>
        {items.map((card: TCargaQuadroCard) => {
          const id = `pesquisa-rapida-${card.id}`;
          return (
            <Combobox.Option
              key={card.id}
              id={id}
              value={card.id}
              className={classes.opcao}
              aria-selected={ativa === id}
              data-carga-id={card.id}
            >
              <CargaCard
                card={card}
                grupo={boardGroupOfSituacao(card.situacao) ?? GrupoQuadro.AguardandoAlocacao}
                personalizacao={personalizacao}
                estatico
              />
              <span className={classes.abrir}>
                <IconCornerDownLeft size={14} aria-hidden="true" />
                Abrir detalhes
              </span>
            </Combobox.Option>
          );
        })}
      </Combobox.Options>
    </>
  );
}

/**
 * The quick cargo search dialog (01 §2, §9): more than 3 characters, searched 300 ms after the last key
 * (a shorter term clears the results at once); results are board cards. The input is a combobox over the
 * results (issue 16): ArrowDown/ArrowUp move the active option (aria-activedescendant), Enter opens the
 * active load's details — the first one when none is active —, a click opens the one clicked. Escape
 * clears the term, or closes the dialog when it is already empty.
 */
export function PesquisaRapidaModal({
  opened,
  onClose,
  termo,
  onTermoChange,
  onAbrirCarga,
}: PesquisaRapidaModalProps) {
  const input = useRef<HTMLInputElement>(null);
  const [debounced] = useDebouncedValue(termo, PESQUISA_RAPIDA_DEBOUNCE_MS);
  // Searched: the settled term, and only while what is typed is still long enough.
  const busca = termoPesquisaValido(termo) ? debounced : '';
  const resultados = usePesquisaRapida(busca).data?.items ?? [];
  const comResultados = termoPesquisaValido(busca) && resultados.length > 0;
  // The results are always on show: the "dropdown" is open whenever there is something to choose.
  const combobox = useCombobox({ opened: comResultados });
  const [ativa, setAtiva] = useState<string | null>(null);
  const [, setLista] = useState('');
  const lista = resultados.map((card) => card.id).join(',');

  // A new list has no active option yet; rendering again once the options have registered their list
  // gives the input its aria-expanded and aria-controls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the list of results changes.
  useEffect(() => {
    combobox.resetSelectedOption();
    setAtiva(null);
    setLista(lista);
  }, [lista]);

  // Escape anywhere in the dialog (the input, a card, the close button): clear first, then close.
  useWindowEvent('keydown', (event) => {
    if (!opened || event.key !== 'Escape') return;
    event.preventDefault();
    if (termo !== '') {
      onTermoChange('');
      input.current?.focus();
    } else {
      onClose();
    }
  });

  /** After Mantine moved the active option: mirror it in aria-selected. */
  const lerAtiva = () => {
    const indice = combobox.getSelectedOptionIndex();
    const card = indice >= 0 ? resultados[indice] : undefined;
    setAtiva(card ? `pesquisa-rapida-${card.id}` : null);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnEscape={false}
      closeButtonProps={{ 'aria-label': 'Fechar pesquisa' }}
      title={shortcutTitle(PESQUISA_RAPIDA_TITULO, ATALHO_PESQUISA_RAPIDA)}
      size="lg"
      yOffset="8vh"
    >
      <Combobox store={combobox} onOptionSubmit={(cargaId) => onAbrirCarga(cargaId)}>
        <Stack gap="sm">
          <Combobox.EventsTarget withExpandedAttribute>
            <TextInput
              ref={input}
              data-autofocus
              aria-label={PESQUISA_RAPIDA_TITULO}
              placeholder={PESQUISA_RAPIDA_PLACEHOLDER}
              leftSection={<IconSearch size={16} aria-hidden="true" />}
              value={termo}
              onChange={(event) => onTermoChange(event.currentTarget.value)}
              onFocus={(event) => event.currentTarget.select()}
              onKeyDown={(event) => {
                // Enter with no active option opens the first result (the best match).
                if (event.key === 'Enter' && combobox.getSelectedOptionIndex() === -1 && resultados[0]) {
                  event.preventDefault();
                  onAbrirCarga(resultados[0].id);
                }
              }}
              onKeyUp={lerAtiva}
              autoComplete="off"
              spellCheck={false}
            />
          </Combobox.EventsTarget>
          <Text id={ROTULO_RESULTADOS_ID} hidden>
            Cargas encontradas
          </Text>
          <Resultados termo={busca} ativa={ativa} />
        </Stack>
      </Combobox>
    </Modal>
  );
}
