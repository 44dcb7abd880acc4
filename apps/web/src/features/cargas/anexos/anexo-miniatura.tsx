import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { ANEXO_MESSAGES, type TCargaAnexo } from '@embarca/domain';
import { Center, Image, Loader, Modal, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconFile, IconFileTypePdf, IconPhotoOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ManterGavetaAberta } from '../acoes/components/manter-gaveta-aberta';
import { useArquivoDoAnexo } from './api/anexos.api';

const TAMANHO = 56;

/** An object URL for a Blob, revoked when the Blob changes or the component goes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

function IconeDoArquivo({ anexo }: { anexo: TCargaAnexo }) {
  const Icon = anexo.contentType === 'application/pdf' ? IconFileTypePdf : IconFile;
  return (
    <ThemeIcon variant="light" color="gray" size={TAMANHO} radius="sm" aria-hidden="true">
      <Icon size={28} stroke={1.5} />
    </ThemeIcon>
  );
}

/**
 * The first column of an attachment: an image's thumbnail (a button that opens it enlarged) or the
 * file's icon. Images are fetched with the session and shown from a Blob URL through `<img>` only (an SVG
 * never runs in the app's page). A file that does not load says 'Erro ao carregar imagem'.
 */
export function AnexoMiniatura({ cargaId, anexo }: { cargaId: string; anexo: TCargaAnexo }) {
  const arquivo = useArquivoDoAnexo(cargaId, anexo, anexo.imagem);
  const url = useObjectUrl(arquivo.data);
  const [aberta, setAberta] = useState(false);
  const [quebrada, setQuebrada] = useState(false);
  // The enlarged view never closes the drawer itself (see ManterGavetaAberta).
  const nuncaLiberada = useRef(false);

  if (!anexo.imagem) return <IconeDoArquivo anexo={anexo} />;
  if (arquivo.isError || quebrada) {
    return (
      <Center w={TAMANHO} h={TAMANHO} title={ANEXO_MESSAGES.imagemInvalida}>
        <IconPhotoOff size={24} aria-label={ANEXO_MESSAGES.imagemInvalida} role="img" />
      </Center>
    );
  }
  if (!url) {
    return (
      <Center w={TAMANHO} h={TAMANHO}>
        <Loader size="xs" aria-label={`Carregando ${anexo.nome}`} />
      </Center>
    );
  }
  return (
    <>
      <UnstyledButton onClick={() => setAberta(true)} aria-label={`Ampliar ${anexo.nome}`}>
        <Image
          src={url}
          alt={anexo.nome}
          w={TAMANHO}
          h={TAMANHO}
          fit="cover"
          radius="sm"
          onError={() => setQuebrada(true)}
        />
      </UnstyledButton>
      <Modal
        opened={aberta}
        onClose={() => setAberta(false)}
        // Escape reaches the drawer first: ManterGavetaAberta turns it into closing this view.
        closeOnEscape={false}
        title={anexo.nome}
        size="auto"
        centered
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        <Image src={url} alt={anexo.nome} fit="contain" mah="75vh" maw="min(90vw, 1100px)" />
        <Text size="xs" c="gray.7" mt="xs">
          {anexo.nomeArquivo}
        </Text>
      </Modal>
      {aberta && <ManterGavetaAberta onFecharDialogo={() => setAberta(false)} liberada={nuncaLiberada} />}
    </>
  );
}
