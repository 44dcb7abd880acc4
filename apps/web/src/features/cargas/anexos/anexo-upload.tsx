import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/dropzone/styles.css';
import {
  ANEXO_EXTENSOES_IMAGEM,
  ANEXO_TAMANHO_MAXIMO,
  formatTamanhoArquivo,
  requiredMessage,
  type TCargaDetails,
} from '@embarca/domain';
import { Alert, CloseButton, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileUpload, IconPaperclip } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { describeApiError } from '../../../lib/api-error-handler';
import { DialogActions } from '../../../lib/ui/dialog-actions';
import { notifyInfo } from '../../../lib/ui/notify';
import { useEnviarAnexo } from './api/anexos.api';
import { ANEXO_DROPZONE_ACCEPT, lerComoDataUrl, mensagemDeRecusa, verificarArquivo } from './arquivo';
import { opcoesDePontos } from './pontos-da-rota';

const TIPOS_ACEITOS = `Imagens (${ANEXO_EXTENSOES_IMAGEM.map((ext) => ext.toUpperCase()).join(', ')}), PDF, Word, Excel ou XML — até ${formatTamanhoArquivo(ANEXO_TAMANHO_MAXIMO)}`;

/**
 * Adds an attachment (02 §3 "Extra attachment"): one file dropped or chosen, checked here as the API
 * checks it (type by its first bytes, size) so a wrong file is refused before it is sent; a name
 * (the file's by default) and, optionally, the route point it belongs to (e.g. the delivery's receipt).
 */
export function AnexoUpload({ carga }: { carga: TCargaDetails }) {
  const enviar = useEnviarAnexo(carga.id);
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [nome, setNome] = useState('');
  const [rotaId, setRotaId] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [nomeTocado, setNomeTocado] = useState(false);
  const pontos = opcoesDePontos(carga.rotas);

  const escolher = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const check = await verificarArquivo(file);
    if (!check.ok) {
      setArquivo(null);
      setErro(check.message);
      return;
    }
    setErro(null);
    setArquivo(file);
    if (!nomeTocado || !nome.trim()) setNome(file.name);
  };

  const recusar = (rejections: FileRejection[]) => {
    setArquivo(null);
    setErro(mensagemDeRecusa(rejections[0]?.errors[0]?.code));
  };

  const limpar = () => {
    setArquivo(null);
    setNome('');
    setNomeTocado(false);
    setRotaId(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!arquivo) return;
    if (!nome.trim()) {
      setErro(requiredMessage('Nome'));
      return;
    }
    setErro(null);
    try {
      const anexo = await lerComoDataUrl(arquivo);
      const resposta = await enviar.mutateAsync({ nome: nome.trim(), ofertaCargaRotaId: rotaId, anexo });
      notifyInfo(resposta.message, 'teal');
      limpar();
    } catch (error) {
      setErro(describeApiError(error).message);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} aria-label="Adicionar anexo">
      <Stack gap="sm">
        {arquivo ? (
          <Group gap="sm" wrap="nowrap" justify="space-between">
            <Group gap="xs" wrap="nowrap" miw={0}>
              <IconPaperclip size={18} aria-hidden="true" />
              <Text size="sm" truncate="end" fw={500}>
                {arquivo.name}
              </Text>
              <Text size="sm" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                {formatTamanhoArquivo(arquivo.size)}
              </Text>
            </Group>
            <CloseButton aria-label="Remover arquivo escolhido" onClick={limpar} />
          </Group>
        ) : (
          <Dropzone
            onDrop={(files) => void escolher(files)}
            onReject={recusar}
            accept={ANEXO_DROPZONE_ACCEPT}
            maxSize={ANEXO_TAMANHO_MAXIMO}
            multiple={false}
            inputProps={{ 'aria-label': 'Arquivo do anexo' }}
            p="md"
          >
            <Group justify="center" gap="md" wrap="nowrap" mih={64} style={{ pointerEvents: 'none' }}>
              <IconFileUpload size={32} stroke={1.5} aria-hidden="true" />
              <div>
                <Text size="sm" fw={500}>
                  Arraste um arquivo para cá ou clique para escolher
                </Text>
                <Text size="xs" c="gray.7">
                  {TIPOS_ACEITOS}
                </Text>
              </div>
            </Group>
          </Dropzone>
        )}

        {erro && (
          <Alert color="red" variant="light" role="alert" title="Não foi possível adicionar o anexo">
            {erro}
          </Alert>
        )}

        {arquivo && (
          <>
            <Group grow align="flex-start" gap="sm">
              <TextInput
                label="Nome"
                required
                maxLength={255}
                value={nome}
                onChange={(event) => {
                  setNome(event.currentTarget.value);
                  setNomeTocado(true);
                }}
              />
              <Select
                label="Ponto da rota"
                placeholder="Carga inteira"
                data={pontos}
                value={rotaId}
                onChange={setRotaId}
                clearable
                disabled={pontos.length === 0}
                comboboxProps={{ withinPortal: false }}
              />
            </Group>
            <DialogActions
              onCancel={limpar}
              confirmLabel="Enviar anexo"
              pending={enviar.isPending}
              gap="sm"
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
