import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import type { AcaoCarga, TCargaAcaoResponse } from '@embarca/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCargaAcao } from '../../api/use-carga-acao';
import type { TCargaAcaoAlvo } from '../acoes-da-carga';
import { AcaoErro } from './acao-erro';

/** The actions that only ask for a confirmation. */
export type TAcaoConfirmada =
  | typeof AcaoCarga.Finalizar
  | typeof AcaoCarga.ReverterFinalizacao
  | typeof AcaoCarga.Reabrir
  | typeof AcaoCarga.Reativar;

const TEXTOS: Record<
  TAcaoConfirmada,
  { titulo: string; pergunta: (codigo: number) => string; botao: string }
> = {
  finalizar: {
    titulo: 'Finalizar contratação',
    pergunta: (c) => `Deseja finalizar a contratação da carga ${c}? Ela passa a constar como finalizada.`,
    botao: 'Finalizar',
  },
  'reverter-finalizacao': {
    titulo: 'Reverter finalização',
    pergunta: (c) =>
      `Deseja reverter a finalização da carga ${c}? Ela volta a ficar entregue mas não finalizada.`,
    botao: 'Reverter finalização',
  },
  reabrir: {
    titulo: 'Reabrir carga',
    pergunta: (c) =>
      `Deseja reabrir a carga ${c}? Ela volta a aguardar contratação, sem veículo nem motorista.`,
    botao: 'Reabrir',
  },
  reativar: {
    titulo: 'Reativar carga',
    pergunta: (c) => `Deseja reativar a carga ${c}? Ela volta à situação que tinha antes da desativação.`,
    botao: 'Reativar',
  },
};

export interface ConfirmarAcaoModalProps {
  /** false over the details drawer: Escape reaches the drawer, which hands it back (ManterGavetaAberta). */
  closeOnEscape?: boolean;
  acao: TAcaoConfirmada;
  carga: TCargaAcaoAlvo;
  onClose: () => void;
  onSuccess: (result: TCargaAcaoResponse) => void;
}

/** A confirmation that runs the action; a refusal is shown here and the dialog stays open. */
export function ConfirmarAcaoModal({
  acao,
  carga,
  onClose,
  onSuccess,
  closeOnEscape = true,
}: ConfirmarAcaoModalProps) {
  const mutation = useCargaAcao();
  const textos = TEXTOS[acao];
  const confirmar = () =>
    mutation.mutate({ acao, cargaId: carga.id }, { onSuccess: (result) => onSuccess(result) });
  return (
    <Modal
      opened
      closeOnEscape={closeOnEscape}
      onClose={mutation.isPending ? () => {} : onClose}
      title={textos.titulo}
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="md">
        <Text size="sm">{textos.pergunta(carga.codigo)}</Text>
        <AcaoErro error={mutation.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            Voltar
          </Button>
          <Button onClick={confirmar} loading={mutation.isPending}>
            {textos.botao}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
