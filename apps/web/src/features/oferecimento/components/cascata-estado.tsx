import '@mantine/core/styles/Alert.css';
import {
  enumLabel,
  OFERECIMENTO_MESSAGES,
  SITUACAO_OFERECIMENTO_LABELS,
  SituacaoOferecimento,
  type TOferecimento,
} from '@embarca/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { ConfirmModal, type TConfirmRequest } from '../../../lib/ui/confirm-modal';
import { notifyApiError } from '../../../lib/ui/notify';
import { ManterGavetaAberta } from '../../cargas/acoes/components/manter-gaveta-aberta';
import { mensagemDaResposta, notificarSucesso } from '../../tabela-frete/components/acoes';
import { moeda } from '../../tabela-frete/formato';
import { useControlarCascata } from '../api/use-oferecimento';

/** The waterfall's next carrier: the one after the current round in the order (none at the end). */
export function proximaTransportadora(oferecimento: TOferecimento): string | null {
  return oferecimento.ordem[oferecimento.rodadaAtual]?.nome ?? null;
}

/**
 * The state of an automatic tender: round N of M, the carrier now offered and the next, the minutes each;
 * while it runs, 'Interromper' (the open offer is cancelled) and 'Assumir manualmente' (the open offer stays).
 */
export function CascataEstado({ cargaId, oferecimento }: { cargaId: string; oferecimento: TOferecimento }) {
  const controlar = useControlarCascata();
  const [pedido, setPedido] = useState<TConfirmRequest | null>(null);
  const nuncaLiberada = useRef(false);
  const emAndamento = oferecimento.situacao === SituacaoOferecimento.EmAndamento;
  const atual = oferecimento.ordem[oferecimento.rodadaAtual - 1]?.nome ?? null;
  const proxima = proximaTransportadora(oferecimento);

  const pedir = (acao: 'interromper' | 'assumir') =>
    setPedido({
      title: acao === 'interromper' ? 'Interromper oferecimento automático' : 'Assumir manualmente',
      message:
        acao === 'interromper'
          ? 'A cascata para e a oferta aberta é cancelada.'
          : 'A cascata para; a oferta aberta continua e você segue a negociação manualmente.',
      confirmLabel: acao === 'interromper' ? 'Interromper' : 'Assumir',
      danger: acao === 'interromper',
      onConfirm: async () => {
        try {
          const resposta = await controlar.mutateAsync({ cargaId, acao });
          notificarSucesso(
            mensagemDaResposta(
              resposta,
              acao === 'interromper'
                ? OFERECIMENTO_MESSAGES.cascataInterrompida
                : OFERECIMENTO_MESSAGES.cascataAssumida,
            ),
          );
        } catch (error) {
          notifyApiError(error);
        }
      },
    });

  return (
    <Alert
      color="blue"
      variant="light"
      title="Oferecimento automático"
      role="region"
      aria-label="Oferecimento automático"
    >
      <Stack gap={4}>
        <Text size="sm">
          {enumLabel(SITUACAO_OFERECIMENTO_LABELS, oferecimento.situacao)} · rodada {oferecimento.rodadaAtual}{' '}
          de {oferecimento.maxRodadas} · {oferecimento.prazoMinutos} min por transportadora
          {oferecimento.valorAlvo ? ` · ${moeda(oferecimento.valorAlvo)}` : ''}
        </Text>
        {emAndamento && atual && <Text size="sm">Ofertada agora a: {atual}</Text>}
        {emAndamento && (
          <Text size="sm">
            Próxima transportadora:{' '}
            {proxima ?? (oferecimento.permitirRepetir ? oferecimento.ordem[0]?.nome : 'nenhuma')}
          </Text>
        )}
        {emAndamento && (
          <Group gap="xs" mt={4}>
            <Button size="xs" color="red.9" variant="white" onClick={() => pedir('interromper')}>
              Interromper
            </Button>
            <Button size="xs" variant="light" onClick={() => pedir('assumir')}>
              Assumir manualmente
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmModal request={pedido} onClose={() => setPedido(null)} />
      {pedido && <ManterGavetaAberta onFecharDialogo={() => setPedido(null)} liberada={nuncaLiberada} />}
    </Alert>
  );
}
