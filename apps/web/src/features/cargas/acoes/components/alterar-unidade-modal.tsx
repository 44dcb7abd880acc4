import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { requiredMessage, type TCargaAcaoResponse } from '@embarca/domain';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useBusinessUnits } from '../../../shell/api/use-business-units';
import { useCargaAcao } from '../../api/use-carga-acao';
import type { TCargaAcaoAlvo } from '../acoes-da-carga';
import { AcaoErro } from './acao-erro';

export interface AlterarUnidadeModalProps {
  /** false over the details drawer: Escape reaches the drawer, which hands it back (ManterGavetaAberta). */
  closeOnEscape?: boolean;
  carga: TCargaAcaoAlvo;
  onClose: () => void;
  onSuccess: (result: TCargaAcaoResponse) => void;
}

/**
 * 'Alterar unidade de negócio' (02 §2, §7 PATCH /carga-mongo/{id}/alterar-unidade/{unitId}): one of the
 * units the user may access (the side menu's list), other than the load's.
 */
export function AlterarUnidadeModal({
  carga,
  onClose,
  onSuccess,
  closeOnEscape = true,
}: AlterarUnidadeModalProps) {
  const mutation = useCargaAcao();
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
          <AcaoErro error={mutation.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              Voltar
            </Button>
            <Button type="submit" disabled={semOutras} loading={mutation.isPending}>
              Alterar unidade
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
