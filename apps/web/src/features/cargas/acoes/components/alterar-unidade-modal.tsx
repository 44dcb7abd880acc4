import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { requiredMessage } from '@embarca/domain';
import { Select, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useBusinessUnits } from '../../../shell/api/use-business-units';
import { AcaoModal, type TAcaoDeCargaProps, useAcaoDialogo } from './acao-modal';

export type AlterarUnidadeModalProps = TAcaoDeCargaProps;

/**
 * 'Alterar unidade de negócio' (02 §2, §7 PATCH /carga-mongo/{id}/alterar-unidade/{unitId}): one of the
 * units the user may access (the side menu's list), other than the load's.
 */
export function AlterarUnidadeModal({ carga, onSuccess, ...dialogo }: AlterarUnidadeModalProps) {
  const { mutation, modal } = useAcaoDialogo(dialogo);
  const unidades = useBusinessUnits();
  const [unidade, setUnidade] = useState<string | null>(null);
  const [enviado, setEnviado] = useState(false);
  const atual = carga.unidadeNegocioId.toLowerCase();
  const opcoes = (unidades.data ?? [])
    .filter((item) => item.id.toLowerCase() !== atual)
    .map((item) => ({ value: item.id, label: item.descricao }));
  const nomeAtual = unidades.data?.find((item) => item.id.toLowerCase() === atual)?.descricao;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setEnviado(true);
    if (!unidade || mutation.isPending) return;
    mutation.mutate({ acao: 'alterar-unidade', cargaId: carga.id, unitId: unidade }, { onSuccess });
  };

  const titulo = `Alterar a unidade de negócio da carga ${carga.codigo}`;
  const semOutras = unidades.isSuccess && opcoes.length === 0;
  return (
    <AcaoModal
      {...modal}
      titulo={titulo}
      onSubmit={submit}
      confirmDisabled={semOutras}
      confirmLabel="Alterar unidade"
    >
      {nomeAtual && <Text size="sm">Unidade atual: {nomeAtual}</Text>}
      {semOutras ? (
        <Text size="sm">Você não tem acesso a outra unidade de negócio.</Text>
      ) : (
        <Select
          label="Nova unidade de negócio"
          placeholder="Selecione a unidade"
          required
          searchable
          nothingFoundMessage="Nenhuma unidade encontrada."
          data={opcoes}
          value={unidade}
          onChange={setUnidade}
          error={enviado && !unidade ? requiredMessage('Unidade de negócio') : undefined}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </AcaoModal>
  );
}
