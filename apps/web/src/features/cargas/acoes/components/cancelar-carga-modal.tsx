import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/InlineInput.css';
import { type TCargaAcaoResponse, ZCancelarCargaQuery } from '@embarca/domain';
import { Button, Group, Modal, Stack, Switch, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { schemaErrors } from '../../../../lib/schema-form';
import { useCargaAcao } from '../../api/use-carga-acao';
import type { TCargaAcaoAlvo } from '../acoes-da-carga';
import { AcaoErro } from './acao-erro';

export interface CancelarCargaModalProps {
  /** false over the details drawer: Escape reaches the drawer, which hands it back (ManterGavetaAberta). */
  closeOnEscape?: boolean;
  carga: TCargaAcaoAlvo;
  onClose: () => void;
  onSuccess: (result: TCargaAcaoResponse) => void;
}

/**
 * 'Cancelar carga' (02 §4: with a reason and an option to revert shipments): DELETE
 * /carga-mongo/{id}/cancelar/{the hiring seen, or the all-zero GUID}?motivo&reverterRemessa.
 */
export function CancelarCargaModal({
  carga,
  onClose,
  onSuccess,
  closeOnEscape = true,
}: CancelarCargaModalProps) {
  const mutation = useCargaAcao();
  const [motivo, setMotivo] = useState('');
  const [reverterRemessa, setReverterRemessa] = useState(false);
  const [enviado, setEnviado] = useState(false);
  const erros = schemaErrors(ZCancelarCargaQuery, { motivo, reverterRemessa: String(reverterRemessa) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setEnviado(true);
    if (Object.keys(erros).length > 0 || mutation.isPending) return;
    mutation.mutate(
      {
        acao: 'cancelar',
        cargaId: carga.id,
        contratacaoId: carga.contratacaoId,
        motivo: motivo.trim(),
        reverterRemessa,
      },
      { onSuccess },
    );
  };

  const titulo = `Cancelar a carga ${carga.codigo}`;
  return (
    <Modal
      opened
      closeOnEscape={closeOnEscape}
      onClose={mutation.isPending ? () => {} : onClose}
      title={titulo}
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <form onSubmit={submit} noValidate aria-label={titulo}>
        <Stack gap="md">
          <Text size="sm">
            A carga cancelada sai do quadro; a contratação e as negociações em aberto são encerradas.
          </Text>
          <Textarea
            label="Motivo do cancelamento"
            required
            // Fixed rows: the autosize variant needs the Font Loading API, absent in some environments.
            rows={3}
            maxLength={500}
            value={motivo}
            onChange={(event) => setMotivo(event.currentTarget.value)}
            error={enviado ? erros.motivo : undefined}
            data-autofocus
          />
          <Switch
            label="Reverter remessas"
            description="As remessas da carga voltam a ficar disponíveis."
            checked={reverterRemessa}
            onChange={(event) => setReverterRemessa(event.currentTarget.checked)}
          />
          <AcaoErro error={mutation.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              Voltar
            </Button>
            <Button type="submit" color="red" loading={mutation.isPending}>
              Cancelar carga
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
