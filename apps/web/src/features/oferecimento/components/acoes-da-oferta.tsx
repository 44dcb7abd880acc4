import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import { OFERECIMENTO_LIMITES, OFERECIMENTO_MESSAGES } from '@embarca/domain';
import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useRef, useState } from 'react';
import { showServerFieldErrors } from '../../../lib/schema-form';
import { DialogActions } from '../../../lib/ui/dialog-actions';
import { notifyApiError } from '../../../lib/ui/notify';
import { MOEDA_BR } from '../../../lib/ui/numero-br';
import { ManterGavetaAberta } from '../../cargas/acoes/components/manter-gaveta-aberta';
import { mensagemDaResposta, notificarSucesso } from '../../tabela-frete/components/acoes';
import { moeda } from '../../tabela-frete/formato';
import { useCancelarOferta, useResponderOferta } from '../api/use-oferecimento';
import {
  acoesDaOferta,
  type TLadoOferta,
  type TOfertaParaAcoes,
  valorParaAceitar,
} from '../oferecimento-web.rules';
import { envioDaResposta, errosDaResposta, type TResponderEnvio } from '../ofertar-form.values';

type TAcao = TResponderEnvio['acao'] | 'cancelar' | 'desistir';

interface TValoresResposta {
  valor: number | string;
  comentario: string;
}

/** The dialog's title, its confirm button and the comment's label, per action and side. */
function textosDaAcao(acao: TAcao, lado: TLadoOferta, valor: string | null) {
  switch (acao) {
    case 'aceitar':
      return {
        titulo: lado === 'embarcador' ? 'Aceitar proposta e contratar' : 'Aceitar pelo valor',
        confirmar: 'Aceitar',
        descricao:
          lado === 'embarcador'
            ? `A carga será contratada por ${moeda(valor)}.`
            : `Você aceita transportar a carga por ${moeda(valor)}.`,
        comentario: 'Comentário',
      };
    case 'contrapropor':
      return {
        titulo: 'Contrapropor',
        confirmar: 'Enviar contraproposta',
        descricao: null,
        comentario: 'Comentário',
      };
    case 'recusar':
      return { titulo: 'Recusar', confirmar: 'Recusar', descricao: null, comentario: 'Motivo da recusa' };
    case 'desistir':
      return {
        titulo: 'Desistir da oferta',
        confirmar: 'Desistir',
        descricao: 'Sua proposta será retirada e a oferta encerrada para você.',
        comentario: 'Motivo da recusa',
      };
    default:
      return {
        titulo: 'Cancelar oferta',
        confirmar: 'Cancelar oferta',
        descricao: 'A transportadora será avisada de que a oferta foi retirada.',
        comentario: 'Comentário',
      };
  }
}

export interface AcoesDaOfertaProps {
  oferta: TOfertaParaAcoes & { id: string };
  lado: TLadoOferta;
  /** The carrier's name (shipper side) for the buttons' accessible names. */
  nome?: string;
  /** Called after a successful write (e.g. the drawer re-reads). */
  onConcluido?: () => void;
}

/**
 * The answers of an offer for one side, as the turn allows (`acoesDaOferta`): each opens a dialog with
 * its fields (a value for a counter-proposal, a reason for a refusal); messages come from the domain and
 * the API's field errors go under the fields; the toast says the API's message.
 */
export function AcoesDaOferta({ oferta, lado, nome, onConcluido }: AcoesDaOfertaProps) {
  const acoes = acoesDaOferta(oferta, lado);
  const [acao, setAcao] = useState<TAcao | null>(null);
  const responder = useResponderOferta();
  const cancelar = useCancelarOferta();
  const form = useForm<TValoresResposta>({
    mode: 'controlled',
    initialValues: { valor: '', comentario: '' },
  });
  const pendente = responder.isPending || cancelar.isPending;
  const valorAceito = valorParaAceitar(oferta, lado);
  const sufixo = nome ? ` (${nome})` : '';
  const nuncaLiberada = useRef(false);

  const abrir = (proxima: TAcao) => {
    form.setValues({ valor: '', comentario: '' });
    form.clearErrors();
    setAcao(proxima);
  };
  const fechar = () => {
    if (!pendente) setAcao(null);
  };

  const enviar = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!acao) return;
    const valores = form.getValues();
    try {
      if (acao === 'cancelar') {
        const resposta = await cancelar.mutateAsync({
          ofertaId: oferta.id,
          body: { comentario: valores.comentario.trim() || null },
        });
        notificarSucesso(mensagemDaResposta(resposta, OFERECIMENTO_MESSAGES.ofertaCancelada));
      } else {
        const envio = envioDaResposta(acao === 'desistir' ? 'recusar' : acao, valores);
        const erros = errosDaResposta(envio);
        form.setErrors(erros);
        if (Object.keys(erros).length > 0) return;
        const resposta = await responder.mutateAsync({ ofertaId: oferta.id, body: envio });
        notificarSucesso(
          mensagemDaResposta(
            resposta,
            acao === 'aceitar' ? OFERECIMENTO_MESSAGES.contratada : OFERECIMENTO_MESSAGES.respostaEnviada,
          ),
        );
      }
      setAcao(null);
      onConcluido?.();
    } catch (error) {
      if (!showServerFieldErrors(form, error)) notifyApiError(error);
    }
  };

  const nenhuma =
    !acoes.aceitar && !acoes.contrapropor && !acoes.recusar && !acoes.desistir && !acoes.cancelar;
  if (nenhuma) return null;
  const textos = acao ? textosDaAcao(acao, lado, valorAceito) : null;

  return (
    <>
      <Group gap="xs" role="group" aria-label={`Ações da oferta${sufixo}`}>
        {acoes.aceitar && (
          <Button
            size="xs"
            color="teal.9"
            onClick={() => abrir('aceitar')}
            aria-label={nome ? `Aceitar ${moeda(valorAceito)}${sufixo}` : undefined}
          >
            {lado === 'embarcador' ? `Aceitar ${moeda(valorAceito)}` : 'Aceitar pelo valor'}
          </Button>
        )}
        {acoes.contrapropor && (
          <Button
            size="xs"
            variant="light"
            onClick={() => abrir('contrapropor')}
            aria-label={nome ? `Contrapropor${sufixo}` : undefined}
          >
            Contrapropor
          </Button>
        )}
        {acoes.recusar && (
          <Button
            size="xs"
            variant="outline"
            color="red.8"
            onClick={() => abrir('recusar')}
            aria-label={nome ? `Recusar${sufixo}` : undefined}
          >
            Recusar
          </Button>
        )}
        {acoes.desistir && (
          <Button size="xs" variant="outline" color="red.8" onClick={() => abrir('desistir')}>
            Desistir da oferta
          </Button>
        )}
        {acoes.cancelar && (
          <Button
            size="xs"
            variant="outline"
            color="red.8"
            onClick={() => abrir('cancelar')}
            aria-label={nome ? `Cancelar oferta${sufixo}` : undefined}
          >
            Cancelar oferta
          </Button>
        )}
      </Group>
      <Modal
        opened={acao !== null}
        onClose={fechar}
        title={textos ? `${textos.titulo}${sufixo}` : ''}
        centered
        closeButtonProps={{ 'aria-label': 'Fechar' }}
      >
        {textos && (
          <form onSubmit={enviar} noValidate aria-label={textos.titulo}>
            <Stack gap="sm">
              {textos.descricao && <Text size="sm">{textos.descricao}</Text>}
              {acao === 'contrapropor' && (
                <NumberInput
                  {...MOEDA_BR}
                  label="Valor"
                  withAsterisk
                  data-autofocus
                  {...form.getInputProps('valor')}
                />
              )}
              <Textarea
                label={textos.comentario}
                withAsterisk={acao === 'recusar' || acao === 'desistir'}
                // Fixed rows: the autosize variant needs the Font Loading API, absent in some environments.
                rows={3}
                maxLength={OFERECIMENTO_LIMITES.comentarioMaximo}
                data-autofocus={acao !== 'contrapropor' ? true : undefined}
                {...form.getInputProps('comentario')}
              />
            </Stack>
            <DialogActions
              onCancel={fechar}
              cancelLabel="Voltar"
              confirmLabel={textos.confirmar}
              confirmColor={acao === 'aceitar' ? 'teal.9' : acao === 'contrapropor' ? undefined : 'red.8'}
              pending={pendente}
              mt="lg"
            />
          </form>
        )}
      </Modal>
      {/* Escape or Back close the dialog, not the drawer under it. */}
      {acao !== null && <ManterGavetaAberta onFecharDialogo={fechar} liberada={nuncaLiberada} />}
    </>
  );
}
