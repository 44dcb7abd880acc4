import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import {
  boardGroupOfSituacao,
  GrupoQuadro,
  PERSONALIZACAO_CARD_PADRAO,
  PESQUISA_RAPIDA_DEBOUNCE_MS,
  pesquisaSemResultados,
  type TCargaQuadroCard,
  termoPesquisaValido,
} from '@embarca/domain';
import { Alert, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useWindowEvent } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type MouseEvent, useRef } from 'react';
import { shortcutTitle } from '../../../../../lib/ui/shortcut-dialog';
import { CargaCard } from '../../components/carga-card';
import { usePersonalizacaoCard } from '../../personalizacao/api/use-personalizacao-card';
import { usePesquisaRapida } from '../api/use-pesquisa-rapida';
import { ATALHO_PESQUISA_RAPIDA } from '../atalho';
import { PESQUISA_RAPIDA_DICA, PESQUISA_RAPIDA_PLACEHOLDER, PESQUISA_RAPIDA_TITULO } from '../textos';

export interface PesquisaRapidaModalProps {
  opened: boolean;
  onClose: () => void;
  /** The term, kept by the caller: reopening shows the last search. */
  termo: string;
  onTermoChange: (termo: string) => void;
  /** A result was chosen: the caller closes the dialog and opens the load's details drawer. */
  onAbrirCarga: (cargaId: string) => void;
}

/**
 * Clicks on the card's own controls (details, documents, alert) are theirs, and so are clicks in their
 * pop-ups, which React bubbles through the card although they are rendered elsewhere (a portal).
 */
function isOwnControl(event: MouseEvent<HTMLElement>): boolean {
  const item = event.currentTarget;
  const target = event.target as HTMLElement;
  if (!item.contains(target)) return true;
  const control = target.closest('button, a, input, [role="button"]');
  return control !== null && item.contains(control);
}

function Resultados({ termo, onAbrirCarga }: { termo: string; onAbrirCarga: (cargaId: string) => void }) {
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
    <Stack
      component="ul"
      gap="xs"
      aria-label="Cargas encontradas"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {items.map((card: TCargaQuadroCard) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the card's details button is the keyboard path.
        <li
          key={card.id}
          style={{ cursor: 'pointer' }}
          onClick={(event) => {
            if (!isOwnControl(event)) onAbrirCarga(card.id);
          }}
        >
          <CargaCard
            card={card}
            grupo={boardGroupOfSituacao(card.situacao) ?? GrupoQuadro.AguardandoAlocacao}
            personalizacao={personalizacao}
            onOpenDetails={onAbrirCarga}
          />
        </li>
      ))}
    </Stack>
  );
}

/**
 * The quick cargo search dialog (01 §2, §9): more than 3 characters, searched 300 ms after the last key
 * (a shorter term clears the results at once); results are board cards, a click opens the load's details;
 * Escape clears the term, or closes the dialog when it is already empty.
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
      <Stack gap="md">
        <TextInput
          ref={input}
          data-autofocus
          aria-label={PESQUISA_RAPIDA_TITULO}
          placeholder={PESQUISA_RAPIDA_PLACEHOLDER}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={termo}
          onChange={(event) => onTermoChange(event.currentTarget.value)}
          onFocus={(event) => event.currentTarget.select()}
          autoComplete="off"
          spellCheck={false}
        />
        <Resultados termo={busca} onAbrirCarga={onAbrirCarga} />
      </Stack>
    </Modal>
  );
}
