import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import {
  avisoDeColetaNoPassado,
  CADASTRO_CARGA_MESSAGES,
  type TCadastroCarga,
  ZCadastroCarga,
  ZEditarCarga,
} from '@embarca/domain';
import { Alert, Button, Fieldset, Group, List, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { useDrawerNavigation } from '../../../../lib/navigation/use-drawer-navigation';
import { schemaErrors } from '../../../../lib/schema-form';
import { ConfirmModal, useConfirm } from '../../../../lib/ui/confirm-modal';
import { notifyApiError, TOAST_CLOSE_PROPS } from '../../../../lib/ui/notify';
import { ResumoDeErros } from '../../../../lib/ui/resumo-de-erros';
import { RodapeFixo } from '../../../../lib/ui/rodape-fixo';
import { useAlteracoesDoDrawer } from '../../../../lib/ui/use-descartar-alteracoes';
import { SalvarModeloDialog } from '../../modelos/components/salvar-modelo-dialog';
import { useSalvarCarga } from '../api/use-salvar-carga';
import { cadastroDosValores, errosDeDigitacao, type TCargaFormValues } from '../cadastro-carga.values';
import type { TRascunhoDoCadastro } from '../rascunho-carga';
import { assinatura } from './campos';
import { ContatosSection } from './contatos-section';
import { DadosCargaSection } from './dados-carga-section';
import { DocumentosSection } from './documentos-section';
import { PagamentoSection } from './pagamento-section';
import { RotaSection } from './rota-section';
import { VisibilidadeSection } from './visibilidade-section';

/** The stored load an edit saves over: its id, offer id and the version the form was filled from. */
export interface TCargaEmEdicao {
  cargaId: string;
  ofertaCargaId: string;
  version: number;
}

/** What went wrong with the last save, shown above the buttons. */
type TFalhaAoSalvar = { tipo: 'mensagens'; mensagens: string[] } | { tipo: 'conflito'; mensagem: string };

export interface CadastroCargaFormProps {
  iniciais: TCargaFormValues;
  /** The stored load being edited; absent for a new load. */
  edicao?: TCargaEmEdicao;
  /** Shows the values without letting them change (a load whose situacao no longer allows editing). */
  somenteLeitura?: boolean;
  /** Reads the stored load again and refills the form (offered after an edit conflict). */
  onRecarregar?: () => void;
  /** Why saving is not possible now (e.g. no business unit selected); disables 'Salvar'. */
  bloqueio?: string | null;
  /** A new load's draft (issue 16): written as the person types, dropped when saved or discarded. */
  rascunho?: TRascunhoDoCadastro;
}

/**
 * The load register/edit form (02 §3; drawers `cargas/cadastro-carga/…`). Validated by the API's own
 * schema (`ZCadastroCarga`): each problem at its field, with the catalogue's text; the API's 400 list and
 * an edit conflict (409, with 'Recarregar') above the buttons. A save shows the API's message, closes the
 * drawer and refreshes the board.
 */
export function CadastroCargaForm({
  iniciais,
  edicao,
  somenteLeitura = false,
  onRecarregar,
  bloqueio = null,
  rascunho,
}: CadastroCargaFormProps) {
  const form = useForm<TCargaFormValues>({ mode: 'controlled', initialValues: iniciais });
  const salvar = useSalvarCarga();
  const { closeDrawer } = useDrawerNavigation();
  const [falha, setFalha] = useState<TFalhaAoSalvar | null>(null);
  /** The validated payload 'Salvar como modelo' keeps; the dialog is open while there is one. */
  const [modelo, setModelo] = useState<TCadastroCarga | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmacao = useConfirm();
  const valores = form.getValues();
  const erros = form.errors;

  // ---- Issue 16: closing with unsaved changes asks first; a new load's draft is kept as it is typed.
  const alterado = !somenteLeitura && (form.isDirty() || Boolean(rascunho?.restaurado));
  const pedirFechamento = useAlteracoesDoDrawer(alterado, {
    onDescartar: rascunho?.limpar,
    fallback: closeDrawer,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: write when the values change.
  useEffect(() => {
    if (rascunho && form.isDirty()) rascunho.guardar(valores);
  }, [valores]);
  // ----

  /** The payload when the form is valid; otherwise marks the fields and moves focus to the first one. */
  const validar = (): TCadastroCarga | null => {
    const input = cadastroDosValores(form.getValues());
    // A date typed that is no real date says so, not 'é obrigatória!'.
    const encontrados = { ...schemaErrors(ZCadastroCarga, input), ...errosDeDigitacao(form.getValues()) };
    form.setErrors(encontrados);
    if (Object.keys(encontrados).length === 0) return ZCadastroCarga.parse(input);
    // After the render that marks them.
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
    return null;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFalha(null);
    const payload = validar();
    if (!payload || somenteLeitura || bloqueio) return;
    // A collection day already gone is asked about (in an edit only when it changed: an old load keeps it).
    const coletaMantida =
      edicao !== undefined && iniciais.origemDestino[0]?.dhInicio === valores.origemDestino[0]?.dhInicio;
    const aviso = coletaMantida
      ? null
      : avisoDeColetaNoPassado(payload.origemDestino[0]?.dhInicio, new Date());
    if (aviso) {
      confirmacao.ask({
        title: 'Data de coleta no passado',
        message: aviso,
        confirmLabel: 'Salvar mesmo assim',
        onConfirm: () => enviar(payload),
      });
      return;
    }
    void enviar(payload);
  };

  const enviar = async (payload: TCadastroCarga) => {
    try {
      const resposta = edicao
        ? await salvar.mutateAsync({
            cargaId: edicao.cargaId,
            body: ZEditarCarga.parse({
              ...payload,
              ofertaCargaId: edicao.ofertaCargaId,
              version: edicao.version,
            }),
          })
        : await salvar.mutateAsync({ body: payload });
      notifications.show({
        message: resposta.message,
        color: 'teal',
        withBorder: true,
        ...TOAST_CLOSE_PROPS,
      });
      rascunho?.limpar();
      closeDrawer();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && edicao) {
        setFalha({ tipo: 'conflito', mensagem: error.message || CADASTRO_CARGA_MESSAGES.conflitoEdicao });
      } else if (
        error instanceof ApiError &&
        (error.status === 400 || error.status === 409 || error.status === 422)
      ) {
        setFalha({
          tipo: 'mensagens',
          mensagens: error.messages.length > 0 ? error.messages : [error.message],
        });
      } else {
        notifyApiError(error);
      }
    }
  };

  const salvarComoModelo = () => {
    setFalha(null);
    const payload = validar();
    if (payload) setModelo(payload);
  };

  return (
    <>
      <form ref={formRef} onSubmit={submit} noValidate aria-label={edicao ? 'Editar carga' : 'Nova carga'}>
        <Fieldset disabled={somenteLeitura} variant="unstyled" p={0} m={0}>
          <Stack gap="md">
            <DadosCargaSection
              form={form}
              assinatura={assinatura(valores.carga, erros, 'carga')}
              disabled={somenteLeitura}
            />
            <RotaSection
              form={form}
              assinatura={assinatura(
                [valores.origemDestino, valores.distancia, valores.tempo],
                erros,
                'origemDestino',
                'distancia',
                'tempo',
              )}
              disabled={somenteLeitura}
            />
            <PagamentoSection
              form={form}
              assinatura={assinatura(valores.pagamento, erros, 'pagamento')}
              disabled={somenteLeitura}
            />
            <ContatosSection form={form} assinatura={assinatura(valores.contatos, erros, 'contatos')} />
            <VisibilidadeSection
              form={form}
              assinatura={assinatura(
                [valores.visibilidade, valores.transportadoras],
                erros,
                'visibilidade',
                'transportadoras',
              )}
              disabled={somenteLeitura}
            />
            <DocumentosSection
              form={form}
              assinatura={assinatura([valores.documentos, valores.carga.volumeUnidade], erros, 'documentos')}
              disabled={somenteLeitura}
            />
          </Stack>
        </Fieldset>

        <RodapeFixo>
          <Stack gap="xs">
            {falha?.tipo === 'conflito' && (
              <Alert
                color="yellow"
                icon={<IconAlertTriangle size={18} aria-hidden="true" />}
                role="alert"
                p="xs"
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm" style={{ flex: 1 }}>
                    {falha.mensagem}
                  </Text>
                  {onRecarregar && (
                    <Button
                      size="xs"
                      variant="white"
                      color="dark"
                      leftSection={<IconRefresh size={14} aria-hidden="true" />}
                      style={{ flex: 'none' }}
                      onClick={onRecarregar}
                    >
                      Recarregar
                    </Button>
                  )}
                </Group>
              </Alert>
            )}
            {falha?.tipo === 'mensagens' && (
              <Alert color="red" role="alert" p="xs" title="Não foi possível salvar a carga">
                <List size="sm" spacing={2}>
                  {falha.mensagens.map((mensagem) => (
                    <List.Item key={mensagem}>{mensagem}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {bloqueio && !somenteLeitura && (
              <Text size="sm" c="yellow.9">
                {bloqueio}
              </Text>
            )}
            <Group justify="space-between" gap="xs">
              <ResumoDeErros erros={erros} formRef={formRef} compacto />
              <Group gap="xs" justify="flex-end" ml="auto">
                <Button variant="default" onClick={pedirFechamento} disabled={salvar.isPending}>
                  {somenteLeitura ? 'Fechar' : 'Cancelar'}
                </Button>
                <Button variant="light" onClick={salvarComoModelo} disabled={salvar.isPending}>
                  Salvar como modelo
                </Button>
                {!somenteLeitura && (
                  <Button type="submit" loading={salvar.isPending} disabled={Boolean(bloqueio)}>
                    Salvar
                  </Button>
                )}
              </Group>
            </Group>
          </Stack>
        </RodapeFixo>
      </form>
      {/* Outside the form: the dialog's own form submits through its portal, and React events bubble. */}
      {modelo && <SalvarModeloDialog opened onClose={() => setModelo(null)} payload={modelo} />}
      <ConfirmModal {...confirmacao.modalProps} />
    </>
  );
}
