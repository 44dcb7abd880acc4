import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/CloseButton.css';
import {
  formatDateTime,
  MENSAGENS,
  MENSAGENS_MESSAGES,
  type TAutorMensagem,
  type TMensagem,
} from '@embarca/domain';
import {
  ActionIcon,
  Box,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconPaperclip, IconPhoto, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

export interface TEnvio {
  texto: string | null;
  foto: string | null;
}

/** A photo read through the caller's session as an object URL (revoked when the component leaves). */
function FotoDaMensagem({
  mensagem,
  buscar,
}: {
  mensagem: TMensagem;
  buscar: (id: string) => Promise<Blob>;
}) {
  const [aberta, setAberta] = useState(false);
  const foto = useQuery({
    queryKey: ['mensagens', 'foto', mensagem.id],
    queryFn: async () => URL.createObjectURL(await buscar(mensagem.id)),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  });
  const alt = `Foto enviada por ${mensagem.autorNome} em ${formatDateTime(mensagem.dhMensagem)}`;
  if (foto.isPending) return <Loader size="sm" role="status" aria-label="Carregando foto" />;
  if (foto.isError)
    return (
      <Text size="sm" c="red.9">
        Não foi possível carregar a foto.
      </Text>
    );
  return (
    <>
      <button
        type="button"
        onClick={() => setAberta(true)}
        aria-label={`Ampliar foto de ${mensagem.autorNome}`}
        style={{ padding: 0, border: 0, background: 'none', cursor: 'zoom-in', display: 'block' }}
      >
        <Image src={foto.data} alt={alt} w={180} h={135} fit="cover" radius="sm" />
      </button>
      <Modal
        opened={aberta}
        onClose={() => setAberta(false)}
        title="Foto"
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': 'Fechar foto' }}
      >
        <Image src={foto.data} alt={alt} fit="contain" mah="75vh" />
      </Modal>
    </>
  );
}

function lerArquivo(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * A conversation's thread and its composer, for both sides (the operator's page and the driver's phone):
 * messages oldest first (own on the right), photos as thumbnails that open larger, Enter sends and
 * Shift+Enter breaks the line; a photo (JPEG, PNG or WebP, up to 5 MB) is checked here first and again by
 * the server.
 */
export function ConversaThread({
  mensagens,
  proprio,
  buscarFoto,
  onEnviar,
  enviando,
  titulo,
}: {
  mensagens: TMensagem[];
  /** Messages of this author are "mine". */
  proprio: TAutorMensagem;
  buscarFoto: (id: string) => Promise<Blob>;
  onEnviar: (envio: TEnvio) => Promise<unknown>;
  enviando: boolean;
  titulo: string;
}) {
  const [texto, setTexto] = useState('');
  const [foto, setFoto] = useState<{ nome: string; dataUrl: string } | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const fim = useRef<HTMLDivElement>(null);
  const ultima = mensagens.at(-1)?.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when a new message arrives.
  useEffect(() => {
    fim.current?.scrollIntoView?.({ block: 'end' });
  }, [ultima]);

  const escolherFoto = async (file: File | null) => {
    setErro(null);
    if (!file) return;
    if (!['image/jpeg', 'image/png', 'image/webp'].includes(file.type)) {
      setErro(MENSAGENS_MESSAGES.fotoInvalida);
      return;
    }
    if (file.size > MENSAGENS.fotoTamanhoMaximo) {
      setErro(MENSAGENS_MESSAGES.fotoTamanho);
      return;
    }
    setFoto({ nome: file.name, dataUrl: await lerArquivo(file) });
  };

  const enviar = async () => {
    const limpo = texto.trim();
    if ((!limpo && !foto) || enviando) return;
    setErro(null);
    try {
      await onEnviar({ texto: limpo || null, foto: foto?.dataUrl ?? null });
      setTexto('');
      setFoto(null);
    } catch (error) {
      setErro(error instanceof Error ? error.message : 'Não foi possível enviar a mensagem.');
    }
  };

  const teclas = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void enviar();
    }
  };

  return (
    <Stack gap="sm" style={{ minHeight: 0, flex: 1 }}>
      <Box
        role="log"
        aria-label={titulo}
        aria-live="polite"
        tabIndex={0}
        style={{ overflowY: 'auto', flex: 1, maxHeight: '60vh', minHeight: 200 }}
        p="xs"
      >
        <Stack gap="xs">
          {mensagens.length === 0 ? (
            <Text c="gray.7" size="sm" ta="center" py="lg">
              Nenhuma mensagem ainda. Escreva a primeira.
            </Text>
          ) : null}
          {mensagens.map((mensagem) => {
            const minha = mensagem.autor === proprio;
            return (
              <Group key={mensagem.id} justify={minha ? 'flex-end' : 'flex-start'}>
                <Paper
                  withBorder
                  radius="md"
                  p="xs"
                  maw="85%"
                  bg={minha ? 'blue.0' : 'gray.0'}
                  data-testid="mensagem"
                >
                  <Stack gap={4}>
                    <Text size="xs" fw={700} c="gray.8">
                      {mensagem.autorNome}
                    </Text>
                    {mensagem.anexo ? <FotoDaMensagem mensagem={mensagem} buscar={buscarFoto} /> : null}
                    {mensagem.texto ? (
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {mensagem.texto}
                      </Text>
                    ) : null}
                    <Text size="xs" c="gray.7" ta="right">
                      {formatDateTime(mensagem.dhMensagem)}
                    </Text>
                  </Stack>
                </Paper>
              </Group>
            );
          })}
          <div ref={fim} />
        </Stack>
      </Box>
      {foto ? (
        <Group gap="xs" wrap="nowrap">
          <IconPhoto size={16} aria-hidden="true" />
          <Text size="sm" truncate style={{ flex: 1 }}>
            {foto.nome}
          </Text>
          <CloseButton aria-label="Remover foto" onClick={() => setFoto(null)} />
        </Group>
      ) : null}
      {erro ? (
        <Text size="sm" c="red.9" role="alert">
          {erro}
        </Text>
      ) : null}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileButton onChange={(file) => void escolherFoto(file)} accept="image/jpeg,image/png,image/webp">
          {(props) => (
            <ActionIcon {...props} variant="subtle" color="gray.8" size="lg" aria-label="Anexar foto">
              <IconPaperclip size={20} aria-hidden="true" />
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          aria-label="Mensagem"
          placeholder="Escreva uma mensagem"
          autosize
          minRows={1}
          maxRows={5}
          maxLength={MENSAGENS.textoMaximo}
          value={texto}
          onChange={(event) => setTexto(event.currentTarget.value)}
          onKeyDown={teclas}
          style={{ flex: 1 }}
        />
        <Button
          onClick={() => void enviar()}
          loading={enviando}
          disabled={!texto.trim() && !foto}
          leftSection={<IconSend size={16} aria-hidden="true" />}
        >
          Enviar
        </Button>
      </Group>
    </Stack>
  );
}
