import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Alert.css';
import { type TCadastroCargaInput, ZModeloCargaRequest } from '@embarca/domain';
import { Alert, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { DialogActions } from '../../../../lib/ui/dialog-actions';
import { useSalvarModeloCarga } from '../api/use-salvar-modelo-carga';
import { useEnvioDoDialogo } from '../use-envio-do-dialogo';

export interface SalvarModeloDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The register form's (validated) payload to keep as a template. */
  payload: TCadastroCargaInput;
}

/**
 * 'Salvar como modelo' of the load register (02 §3 "Lot and template"): asks the template's description
 * and saves the form's data as a cargo template (POST /api/carga-modelo). The server keeps everything but
 * what identifies one shipment (documents' numbers, codes and NF keys).
 */
export function SalvarModeloDialog({ opened, onClose, payload }: SalvarModeloDialogProps) {
  const salvar = useSalvarModeloCarga();
  const [descricao, setDescricao] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const { falha, limparFalha, enviar } = useEnvioDoDialogo(onClose);

  // Every opening starts blank.
  useEffect(() => {
    if (opened) {
      setDescricao('');
      setErro(null);
      limparFalha();
    }
  }, [opened, limparFalha]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const campo = ZModeloCargaRequest.shape.descricao.safeParse(descricao);
    if (!campo.success) {
      setErro(campo.error.issues[0]?.message ?? null);
      return;
    }
    setErro(null);
    await enviar(() => salvar.mutateAsync({ body: { descricao: campo.data, model: payload } }));
  };

  return (
    <Modal
      opened={opened}
      onClose={salvar.isPending ? () => {} : onClose}
      title="Salvar como modelo"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <form onSubmit={submit} noValidate aria-label="Salvar como modelo">
        <Stack gap="sm">
          <Text size="sm" c="gray.7">
            O modelo guarda os dados desta carga para cadastrar outras iguais. Os números, códigos e chaves
            dos documentos não são guardados.
          </Text>
          <TextInput
            label="Descrição"
            withAsterisk
            data-autofocus
            maxLength={120}
            value={descricao}
            onChange={(event) => setDescricao(event.currentTarget.value)}
            error={erro}
          />
          {falha ? (
            <Alert color="yellow" title="Não foi possível salvar o modelo" role="alert">
              {falha}
            </Alert>
          ) : null}
          <DialogActions onCancel={onClose} confirmLabel="Salvar modelo" pending={salvar.isPending} mt="sm" />
        </Stack>
      </form>
    </Modal>
  );
}
