import type { AcaoCarga } from '@embarca/domain';
import { Text } from '@mantine/core';
import { AcaoModal, type TAcaoDeCargaProps, useAcaoDialogo } from './acao-modal';

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

export interface ConfirmarAcaoModalProps extends TAcaoDeCargaProps {
  acao: TAcaoConfirmada;
}

/** A confirmation that runs the action; a refusal is shown here and the dialog stays open. */
export function ConfirmarAcaoModal({ acao, carga, onSuccess, ...dialogo }: ConfirmarAcaoModalProps) {
  const { mutation, modal } = useAcaoDialogo(dialogo);
  const textos = TEXTOS[acao];
  const confirmar = () =>
    mutation.mutate({ acao, cargaId: carga.id }, { onSuccess: (result) => onSuccess(result) });
  return (
    <AcaoModal {...modal} titulo={textos.titulo} onConfirm={confirmar} confirmLabel={textos.botao}>
      <Text size="sm">{textos.pergunta(carga.codigo)}</Text>
    </AcaoModal>
  );
}
