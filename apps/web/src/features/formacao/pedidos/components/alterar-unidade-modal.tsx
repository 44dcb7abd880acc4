import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Combobox.css';
import { PEDIDO_MESSAGES, requiredMessage, type TPedido } from '@embarca/domain';
import { Modal, Select, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { DialogActions } from '../../../../lib/ui/dialog-actions';
import { notifyApiError, notifyInfo } from '../../../../lib/ui/notify';
import { useBusinessUnits } from '../../../shell/api/use-business-units';
import { useAlterarUnidadePedido } from '../api/use-pedido-mutations';

export interface AlterarUnidadeModalProps {
  /** The order to move; null = closed. */
  pedido: TPedido | null;
  onClose: () => void;
}

/** 'Alterar unidade': one of the units the user may access (the side menu's list), other than the order's. */
export function AlterarUnidadeModal({ pedido, onClose }: AlterarUnidadeModalProps) {
  const unidades = useBusinessUnits();
  const alterar = useAlterarUnidadePedido();
  const [unidade, setUnidade] = useState<string | null>(null);
  const [enviado, setEnviado] = useState(false);

  useEffect(() => {
    if (pedido) {
      setUnidade(null);
      setEnviado(false);
    }
  }, [pedido]);

  const atual = pedido?.unidadeNegocioId.toLowerCase() ?? '';
  const opcoes = (unidades.data ?? [])
    .filter((item) => item.id.toLowerCase() !== atual)
    .map((item) => ({ value: item.id, label: item.descricao }));
  const semOutras = unidades.isSuccess && opcoes.length === 0;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setEnviado(true);
    if (!pedido || !unidade || alterar.isPending) return;
    try {
      const resposta = await alterar.mutateAsync({ id: pedido.id, unidadeId: unidade });
      notifyInfo(resposta.message || PEDIDO_MESSAGES.unidadeAlterada, 'teal');
      onClose();
    } catch (error) {
      notifyApiError(error);
    }
  };

  return (
    <Modal
      opened={pedido !== null}
      onClose={onClose}
      title={pedido ? `Alterar a unidade do pedido ${pedido.codigo}` : 'Alterar unidade'}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <form onSubmit={submit} noValidate aria-label="Alterar unidade do pedido">
        <Stack gap="sm">
          {pedido?.unidadeNegocioNome && <Text size="sm">Unidade atual: {pedido.unidadeNegocioNome}</Text>}
          {semOutras ? (
            <Text size="sm">Você não tem acesso a outra unidade de negócio.</Text>
          ) : (
            <Select
              label="Nova unidade de negócio"
              placeholder="Selecione a unidade"
              withAsterisk
              searchable
              nothingFoundMessage="Nenhuma unidade encontrada."
              data={opcoes}
              value={unidade}
              onChange={setUnidade}
              error={enviado && !unidade ? requiredMessage('Unidade de negócio', 'f') : undefined}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <DialogActions
            onCancel={onClose}
            confirmLabel="Alterar unidade"
            pending={alterar.isPending}
            confirmDisabled={semOutras}
          />
        </Stack>
      </form>
    </Modal>
  );
}
