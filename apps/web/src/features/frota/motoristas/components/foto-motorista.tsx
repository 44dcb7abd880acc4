import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import { MOTORISTA_FOTO_TAMANHO_MAXIMO, MOTORISTA_FOTO_TIPOS, MOTORISTA_MESSAGES } from '@embarca/domain';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useFotoMotorista } from '../api/use-foto-motorista';

/** What the form will do with the photo on save: keep it, replace it with a file, or remove it. */
export type TFotoEscolhida = { tipo: 'manter' } | { tipo: 'nova'; arquivo: File } | { tipo: 'remover' };

export interface FotoMotoristaProps {
  motoristaId: string | null;
  possuiFoto: boolean;
  nome: string;
  escolha: TFotoEscolhida;
  onEscolher: (escolha: TFotoEscolhida) => void;
  erro: string | null;
  onErro: (erro: string | null) => void;
}

/** The image's type and size, as the API checks them (the bytes are checked there too). */
export function erroDaFoto(file: File): string | null {
  if (!(MOTORISTA_FOTO_TIPOS as readonly string[]).includes(file.type)) return MOTORISTA_MESSAGES.fotoTipo;
  if (file.size > MOTORISTA_FOTO_TAMANHO_MAXIMO) return MOTORISTA_MESSAGES.fotoTamanho;
  return null;
}

/** The photo field of the driver form: the current photo or the chosen file's preview; choose or remove. */
export function FotoMotorista({
  motoristaId,
  possuiFoto,
  nome,
  escolha,
  onEscolher,
  erro,
  onErro,
}: FotoMotoristaProps) {
  const atual = useFotoMotorista(motoristaId, possuiFoto);
  const [preview, setPreview] = useState<string | null>(null);
  const arquivo = escolha.tipo === 'nova' ? escolha.arquivo : null;

  useEffect(() => {
    if (!arquivo) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(arquivo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [arquivo]);

  const src = escolha.tipo === 'remover' ? null : (preview ?? (possuiFoto ? (atual.data ?? null) : null));
  const temFoto = Boolean(src);

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="foto-motorista-label">
        Foto
      </Text>
      <Group gap="md" align="center">
        <Avatar src={src} alt={temFoto ? `Foto de ${nome || 'motorista'}` : undefined} size={72} radius="xl">
          <IconPhoto size={28} aria-hidden="true" />
        </Avatar>
        <Group gap="xs">
          <FileButton
            accept={MOTORISTA_FOTO_TIPOS.join(',')}
            onChange={(file) => {
              if (!file) return;
              const problema = erroDaFoto(file);
              onErro(problema);
              if (!problema) onEscolher({ tipo: 'nova', arquivo: file });
            }}
          >
            {(props) => (
              <Button variant="default" size="xs" {...props} aria-describedby="foto-motorista-label">
                {temFoto ? 'Trocar foto' : 'Enviar foto'}
              </Button>
            )}
          </FileButton>
          {temFoto ? (
            <Button
              variant="subtle"
              color="red.8"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden="true" />}
              onClick={() => onEscolher(possuiFoto ? { tipo: 'remover' } : { tipo: 'manter' })}
            >
              Remover foto
            </Button>
          ) : null}
        </Group>
      </Group>
      <Text size="xs" c={erro ? 'red.8' : 'gray.7'} role={erro ? 'alert' : undefined}>
        {erro ?? 'JPEG, PNG ou WebP, até 2 MB.'}
      </Text>
    </Stack>
  );
}
