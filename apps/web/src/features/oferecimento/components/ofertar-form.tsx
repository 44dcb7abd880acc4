import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Fieldset.css';
import {
  COMPORTAMENTO_OFERECIMENTO_LABELS,
  ComportamentoOferecimento,
  enumOptions,
  OFERECIMENTO_LIMITES,
  OFERECIMENTO_MESSAGES,
  TIPO_OFERTA_LABELS,
  TipoOferta,
  type TSugestaoOferecimento,
} from '@embarca/domain';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useRef } from 'react';
import { showServerFieldErrors } from '../../../lib/schema-form';
import { notifyApiError } from '../../../lib/ui/notify';
import { INTEIRO_BR, MOEDA_BR } from '../../../lib/ui/numero-br';
import { irParaPrimeiroCampoInvalido, ResumoDeErros } from '../../../lib/ui/resumo-de-erros';
import { ToneBadge } from '../../../lib/ui/status-badge';
import { useAlteracoesDoDrawer } from '../../../lib/ui/use-descartar-alteracoes';
import { DataHoraInput } from '../../cargas/cadastro/components/data-hora-input';
import { mensagemDaResposta, notificarSucesso } from '../../tabela-frete/components/acoes';
import { moeda } from '../../tabela-frete/formato';
import { useGrupos, useOfertarCarga } from '../api/use-oferecimento';
import {
  envioDaOferta,
  errosDaOferta,
  type TOfertarFormValues,
  valoresIniciais,
} from '../ofertar-form.values';

const COMPORTAMENTO_OPTIONS = enumOptions(ComportamentoOferecimento, COMPORTAMENTO_OFERECIMENTO_LABELS).map(
  ({ value, label }) => ({ value: String(value), label }),
);
const TIPOS_DA_OFERTA = [TipoOferta.Restrita, TipoOferta.Direcionada] as const;

type TTransportadoraSugerida = TSugestaoOferecimento['transportadoras'][number];

/** An option's text: 'Transportes Sul · R$ 6.988,64 · 1º no ranking'. */
export function rotuloDaTransportadora(t: TTransportadoraSugerida): string {
  const partes = [t.nome];
  if (t.preco) partes.push(moeda(t.preco));
  if (t.posicaoRanking) partes.push(`${t.posicaoRanking}º no ranking`);
  return partes.join(' · ');
}

/** The markers of a suggested carrier (the option list and the chosen list show them). */
export function MarcadoresDaTransportadora({ t }: { t: TTransportadoraSugerida }) {
  return (
    <>
      {t.abaixoDoPiso && <ToneBadge color="orange">abaixo do piso ANTT</ToneBadge>}{' '}
      {!t.naPlataforma && <ToneBadge color="gray">não usa a plataforma</ToneBadge>}{' '}
      {!t.atendeRota && <ToneBadge color="gray">fora da rota</ToneBadge>}
    </>
  );
}

export interface OfertarFormProps {
  cargaId: string;
  sugestao: TSugestaoOferecimento;
  onOfertada?: () => void;
  onCancelar?: () => void;
}

/**
 * The offer of a load (POST …/oferecer): the behaviour (the suggestion's by default), restricted or
 * directed, the carriers of the suggestion (table price, ranking position; those off the platform cannot be
 * chosen) or a saved group, the target value (the table's), the deadline and notes; the automatic
 * behaviour asks the minutes per carrier, the rounds and whether a carrier may be offered twice.
 */
export function OfertarForm({ cargaId, sugestao, onOfertada, onCancelar }: OfertarFormProps) {
  const form = useForm<TOfertarFormValues>({ mode: 'controlled', initialValues: valoresIniciais(sugestao) });
  const ofertar = useOfertarCarga();
  const grupos = useGrupos();
  const formRef = useRef<HTMLFormElement>(null);
  const valores = form.getValues();
  const comportamento = Number(valores.comportamento);
  const manual = comportamento === ComportamentoOferecimento.Manual;
  const automatico = comportamento === ComportamentoOferecimento.Automatico;
  const direcionada = manual && Number(valores.tipo) === TipoOferta.Direcionada;
  // Unsaved choices: the drawer's X, Escape and overlay ask first ('Cancelar' only hides the form).
  useAlteracoesDoDrawer(form.isDirty(), { onDescartar: () => form.reset(), fallback: () => onCancelar?.() });

  const porId = new Map(sugestao.transportadoras.map((t) => [t.empresaId, t]));
  const opcoes = sugestao.transportadoras.map((t) => ({
    value: t.empresaId,
    label: rotuloDaTransportadora(t),
    disabled: !t.naPlataforma,
  }));
  const renderOption = ({ option }: { option: { value: string; label: string } }) => {
    const t = porId.get(option.value);
    return (
      <Group gap={6} wrap="wrap">
        <Text size="sm">{option.label}</Text> {t && <MarcadoresDaTransportadora t={t} />}
      </Group>
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const erros = errosDaOferta(form.getValues());
    form.setErrors(erros);
    if (Object.keys(erros).length > 0) {
      setTimeout(() => irParaPrimeiroCampoInvalido(formRef.current), 0);
      return;
    }
    try {
      const resposta = await ofertar.mutateAsync({ cargaId, body: envioDaOferta(form.getValues()) });
      notificarSucesso(mensagemDaResposta(resposta, OFERECIMENTO_MESSAGES.ofertada));
      form.resetDirty();
      onOfertada?.();
    } catch (error) {
      if (showServerFieldErrors(form, error))
        setTimeout(() => irParaPrimeiroCampoInvalido(formRef.current), 0);
      else notifyApiError(error);
    }
  };

  const referencia = [
    sugestao.valorAlvo
      ? `Tabela de frete: ${moeda(sugestao.valorAlvo)}`
      : 'Sem preço de tabela para esta carga.',
    sugestao.pisoAntt ? `Piso ANTT: ${moeda(sugestao.pisoAntt)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Ofertar carga">
      <Stack gap="sm">
        <ResumoDeErros erros={form.errors} formRef={formRef} />
        <Select
          label="Comportamento"
          data={COMPORTAMENTO_OPTIONS}
          allowDeselect={false}
          withAsterisk
          description={
            sugestao.comportamento
              ? `Padrão da característica da carga: ${COMPORTAMENTO_OFERECIMENTO_LABELS[sugestao.comportamento as 1 | 2 | 3] ?? ''}`
              : undefined
          }
          {...form.getInputProps('comportamento')}
        />
        {comportamento === ComportamentoOferecimento.TabelaFrete && (
          <Text size="sm" role="note">
            A carga será contratada na hora pela tabela de frete vigente mais barata acima do piso ANTT.
          </Text>
        )}
        {manual && (
          <Radio.Group label="Tipo de oferta" withAsterisk {...form.getInputProps('tipo')}>
            <Group gap="md" mt={4}>
              {TIPOS_DA_OFERTA.map((tipo) => (
                <Radio key={tipo} value={String(tipo)} label={TIPO_OFERTA_LABELS[tipo]} />
              ))}
            </Group>
          </Radio.Group>
        )}
        {(manual || automatico) && (
          <>
            {direcionada ? (
              <Select
                label="Transportadora"
                withAsterisk
                searchable
                data={opcoes}
                renderOption={renderOption}
                nothingFoundMessage="Nenhuma transportadora encontrada"
                value={valores.transportadoraEmpresaIds[0] ?? null}
                onChange={(id) => form.setFieldValue('transportadoraEmpresaIds', id ? [id] : [])}
                error={form.errors.transportadoraEmpresaIds}
                aria-invalid={Boolean(form.errors.transportadoraEmpresaIds)}
              />
            ) : (
              <MultiSelect
                label={automatico ? 'Transportadoras (ordem da cascata)' : 'Transportadoras'}
                withAsterisk={manual}
                description={
                  automatico
                    ? 'Vazio: as transportadoras da rota na ordem do ranking.'
                    : 'Ou escolha um grupo salvo abaixo.'
                }
                searchable
                clearable
                data={opcoes}
                renderOption={renderOption}
                nothingFoundMessage="Nenhuma transportadora encontrada"
                maxValues={OFERECIMENTO_LIMITES.transportadorasMaximo}
                {...form.getInputProps('transportadoraEmpresaIds')}
              />
            )}
            {valores.transportadoraEmpresaIds.length > 0 && (
              <Stack gap={4} aria-label="Transportadoras escolhidas" role="list">
                {valores.transportadoraEmpresaIds.map((id, indice) => {
                  const t = porId.get(id);
                  return (
                    <Group key={id} gap={6} role="listitem">
                      <Text size="xs">
                        {automatico ? `${indice + 1}. ` : ''}
                        {t ? rotuloDaTransportadora(t) : id}
                      </Text>
                      {t && <MarcadoresDaTransportadora t={t} />}
                    </Group>
                  );
                })}
              </Stack>
            )}
            {manual && !direcionada && (
              <Select
                label="Grupo de transportadoras"
                placeholder={grupos.data?.length ? 'Escolha um grupo salvo' : 'Nenhum grupo salvo'}
                clearable
                data={(grupos.data ?? []).map((g) => ({
                  value: g.id,
                  label: `${g.nome} (${g.transportadoras.length})`,
                }))}
                {...form.getInputProps('grupoId')}
              />
            )}
            <NumberInput
              {...MOEDA_BR}
              label={automatico ? 'Valor ofertado' : 'Valor alvo'}
              withAsterisk
              description={referencia}
              {...form.getInputProps('valorAlvo')}
            />
          </>
        )}
        {manual && (
          <DataHoraInput
            label="Prazo de resposta"
            withAsterisk
            value={valores.prazoResposta}
            onChange={(valor) => form.setFieldValue('prazoResposta', valor)}
            error={form.errors.prazoResposta}
          />
        )}
        {automatico && (
          <Fieldset legend="Cascata automática">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                {...INTEIRO_BR}
                label="Prazo por transportadora (minutos)"
                min={OFERECIMENTO_LIMITES.prazoMinutosMinimo}
                {...form.getInputProps('prazoMinutos')}
              />
              <NumberInput {...INTEIRO_BR} label="Máximo de rodadas" {...form.getInputProps('maxRodadas')} />
            </SimpleGrid>
            <Checkbox
              mt="sm"
              label="Permitir ofertar de novo à mesma transportadora"
              {...form.getInputProps('permitirRepetir', { type: 'checkbox' })}
            />
          </Fieldset>
        )}
        <Textarea
          label="Observação"
          // Fixed rows: the autosize variant needs the Font Loading API, absent in some environments.
          rows={3}
          maxLength={OFERECIMENTO_LIMITES.comentarioMaximo}
          {...form.getInputProps('observacao')}
        />
        <Group justify="flex-end">
          {onCancelar && (
            <Button variant="default" onClick={onCancelar} disabled={ofertar.isPending}>
              Cancelar
            </Button>
          )}
          <Button type="submit" loading={ofertar.isPending}>
            Ofertar carga
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
