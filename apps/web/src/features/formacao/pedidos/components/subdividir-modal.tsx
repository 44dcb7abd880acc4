import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Alert.css';
import {
  formatBRL,
  formatVolume,
  formatWeight,
  PEDIDO_LIMITES,
  PEDIDO_MESSAGES,
  type TPedido,
  ZPedidoSubdivisao,
} from '@embarca/domain';
import { Alert, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useEffect, useState } from 'react';
import { describeApiError } from '../../../../lib/api-error-handler';
import { schemaErrors, showServerFieldErrors } from '../../../../lib/schema-form';
import { DialogActions } from '../../../../lib/ui/dialog-actions';
import { notifyInfo } from '../../../../lib/ui/notify';
import { INTEIRO_BR, MOEDA_BR, NUMERO_BR } from '../../../../lib/ui/numero-br';
import { useSubdividirPedido } from '../api/use-pedido-mutations';
import { numero, type TNumeroForm } from '../pedido-form.values';

interface TSubdivisaoForm {
  codigo: string;
  pesoTotal: TNumeroForm;
  cubagemTotal: TNumeroForm;
  valorPedido: TNumeroForm;
  quantidadeVolumes: TNumeroForm;
}

const VAZIO: TSubdivisaoForm = {
  codigo: '',
  pesoTotal: '',
  cubagemTotal: '',
  valorPedido: '',
  quantidadeVolumes: '',
};

/** 'Peso 1,50 Ton · Cubagem 3,2 m³ · Valor R$ 18.500,00 · 12 volumes' of what an order holds. */
export function oQueOPedidoPossui(pedido: TPedido): string {
  return [
    `Peso ${formatWeight(pedido.pesoTotal) || '—'}`,
    `Cubagem ${formatVolume(pedido.cubagemTotal) || '—'}`,
    `Valor ${formatBRL(pedido.valorPedido) || '—'}`,
    `${pedido.quantidadeVolumes ?? 0} ${pedido.quantidadeVolumes === 1 ? 'volume' : 'volumes'}`,
  ].join(' · ');
}

export interface SubdividirModalProps {
  /** The order to subdivide; null = closed. */
  pedido: TPedido | null;
  onClose: () => void;
}

/**
 * 'Subdividir' (02 §3): part of the order's weight, cubage, value or volumes goes to a new order (its code
 * optional: the server numbers it). The server refuses a part as large as the whole, with its message.
 */
export function SubdividirModal({ pedido, onClose }: SubdividirModalProps) {
  const subdividir = useSubdividirPedido();
  const form = useForm<TSubdivisaoForm>({ mode: 'controlled', initialValues: VAZIO });
  const [falha, setFalha] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts empty.
  useEffect(() => {
    if (pedido) {
      form.setValues(VAZIO);
      form.clearErrors();
      setFalha(null);
    }
  }, [pedido]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pedido || subdividir.isPending) return;
    setFalha(null);
    const values = form.getValues();
    const input = {
      codigo: values.codigo,
      pesoTotal: numero(values.pesoTotal),
      cubagemTotal: numero(values.cubagemTotal),
      valorPedido: numero(values.valorPedido),
      quantidadeVolumes: numero(values.quantidadeVolumes),
    };
    const { '': geral, ...campos } = schemaErrors(ZPedidoSubdivisao, input);
    form.setErrors(campos);
    if (geral) setFalha(geral);
    if (geral || Object.keys(campos).length > 0) return;
    try {
      const resposta = await subdividir.mutateAsync({ id: pedido.id, body: ZPedidoSubdivisao.parse(input) });
      notifyInfo(resposta.message || PEDIDO_MESSAGES.subdividido, 'teal');
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
      setFalha(describeApiError(error).message);
    }
  };

  return (
    <Modal
      opened={pedido !== null}
      onClose={onClose}
      title={pedido ? `Subdividir o pedido ${pedido.codigo}` : 'Subdividir pedido'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <form onSubmit={submit} noValidate aria-label="Subdividir pedido">
        <Stack gap="sm">
          {pedido && (
            <Text size="sm">
              O pedido possui: <strong>{oQueOPedidoPossui(pedido)}</strong>
            </Text>
          )}
          <Text size="sm" c="gray.7">
            {PEDIDO_MESSAGES.subdivisaoVazia}
          </Text>
          <TextInput
            label="Código do novo pedido"
            description="Opcional: sem código, o novo pedido recebe o código do original com um sufixo (-1, -2…)."
            maxLength={PEDIDO_LIMITES.codigoMaximo}
            data-autofocus
            {...form.getInputProps('codigo')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label="Peso (kg)"
              decimalScale={3}
              {...NUMERO_BR}
              {...form.getInputProps('pesoTotal')}
            />
            <NumberInput
              label="Cubagem (m³)"
              decimalScale={3}
              {...NUMERO_BR}
              {...form.getInputProps('cubagemTotal')}
            />
            <NumberInput label="Valor (R$)" {...MOEDA_BR} {...form.getInputProps('valorPedido')} />
            <NumberInput label="Volumes" {...INTEIRO_BR} {...form.getInputProps('quantidadeVolumes')} />
          </SimpleGrid>
          {falha && (
            <Alert color="red" variant="light" role="alert">
              {falha}
            </Alert>
          )}
          <DialogActions onCancel={onClose} confirmLabel="Subdividir" pending={subdividir.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
