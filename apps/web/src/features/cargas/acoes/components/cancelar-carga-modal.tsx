import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/InlineInput.css';
import { ZCancelarCargaQuery } from '@embarca/domain';
import { Switch, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { schemaErrors } from '../../../../lib/schema-form';
import { AcaoModal, type TAcaoDeCargaProps, useAcaoDialogo } from './acao-modal';

export type CancelarCargaModalProps = TAcaoDeCargaProps;

/**
 * 'Cancelar carga' (02 §4: with a reason and an option to revert shipments): DELETE
 * /carga-mongo/{id}/cancelar/{the hiring seen, or the all-zero GUID}?motivo&reverterRemessa.
 */
export function CancelarCargaModal({ carga, onSuccess, ...dialogo }: CancelarCargaModalProps) {
  const { mutation, modal } = useAcaoDialogo(dialogo);
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
    <AcaoModal {...modal} titulo={titulo} onSubmit={submit} confirmColor="red" confirmLabel="Cancelar carga">
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
    </AcaoModal>
  );
}
