import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { MESSAGES, PLANO_ROTA_MESSAGES } from '@embarca/domain';
import { Alert, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DialogActions } from '../../../../lib/ui/dialog-actions';

export interface SalvarPlanoModalProps {
  opened: boolean;
  nomeInicial: string;
  minutaNumero: number | null;
  rotas: number;
  pending: boolean;
  erro: string | null;
  onClose: () => void;
  onSalvar: (nome: string) => void;
}

/** 'Salvar plano': the plan's name; with a draft, the user is told its orders will follow the route. */
export function SalvarPlanoModal({
  opened,
  nomeInicial,
  minutaNumero,
  rotas,
  pending,
  erro,
  onClose,
  onSalvar,
}: SalvarPlanoModalProps) {
  const [nome, setNome] = useState(nomeInicial);
  const [tocado, setTocado] = useState(false);
  const invalido = !nome.trim();
  return (
    <Modal
      opened={opened}
      onClose={pending ? () => {} : onClose}
      title="Salvar plano de rota"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTocado(true);
          if (!invalido) onSalvar(nome.trim());
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Nome do plano"
            withAsterisk
            value={nome}
            maxLength={120}
            data-autofocus
            error={tocado && invalido ? `Nome do plano${MESSAGES.required}` : undefined}
            onChange={(event) => setNome(event.currentTarget.value)}
          />
          {minutaNumero !== null ? (
            rotas === 1 ? (
              <Text size="sm">
                A ordem dos pedidos da minuta {minutaNumero} passará a seguir esta rota e será a ordem dos
                pontos da carga na confirmação.
              </Text>
            ) : (
              <Alert color="yellow">{PLANO_ROTA_MESSAGES.umaRotaParaMinuta}</Alert>
            )
          ) : null}
          {erro ? (
            <Alert color="red" role="alert">
              {erro}
            </Alert>
          ) : null}
          <DialogActions onCancel={onClose} confirmLabel="Salvar" pending={pending} mt="xs" />
        </Stack>
      </form>
    </Modal>
  );
}
