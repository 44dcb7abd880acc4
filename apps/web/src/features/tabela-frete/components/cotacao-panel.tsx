import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Divider.css';
import {
  TABELA_FRETE_MESSAGES,
  type TCotacaoFreteRequest,
  type TCotacaoFreteResponse,
  type TPrecoDaTabela,
  ZCotacaoFreteRequest,
} from '@embarca/domain';
import {
  Button,
  Divider,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCalculator, IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { schemaErrors, showServerFieldErrors } from '../../../lib/schema-form';
import { maskCepInput } from '../../../lib/ui/input-masks';
import { notifyApiError, notifyInfo } from '../../../lib/ui/notify';
import { useCotar, useSalvarCotacao } from '../api/use-cotacao';
import {
  cotacaoVazia,
  errosDaCotacao,
  requestDaCotacao,
  type TCotacaoFormValues,
} from '../cotacao-form.values';
import { useCriarCargaDaCotacao } from '../use-criar-carga';
import {
  DataBrInput,
  INTEIRO_BR,
  MODALIDADE_OPTIONS,
  MOEDA_BR,
  NUMERO_BR,
  TIPO_CARGA_ANTT_OPTIONS,
  useTiposVeiculo,
} from './campos';
import { CotacaoResultado } from './cotacao-resultado';
import { MunicipioSelect } from './municipio-select';

interface TResultado {
  entrada: TCotacaoFreteRequest;
  resposta: TCotacaoFreteResponse;
  /** The saved quote's id and number once 'Salvar cotação' (or 'Criar carga') kept it. */
  salva: { id: string; numero: number } | null;
}

/**
 * The 'Cotação' tab (and the quick-create drawer): the load's lane and figures, 'Cotar' prices it with every
 * table that serves the lane; the answer is ranked below, with 'Salvar cotação' and, on each price, 'Criar
 * carga' (the quote is saved first when it was not, so the load register reads it by id).
 */
export function CotacaoPanel() {
  const form = useForm<TCotacaoFormValues>({ mode: 'controlled', initialValues: cotacaoVazia() });
  const cotar = useCotar();
  const salvar = useSalvarCotacao();
  const criarCarga = useCriarCargaDaCotacao();
  const [resultado, setResultado] = useState<TResultado | null>(null);
  const [criandoDe, setCriandoDe] = useState<string | null>(null);
  const valores = form.getValues();
  const tipos = useTiposVeiculo(valores.tipoVeiculoId);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = requestDaCotacao(form.getValues());
    const erros = errosDaCotacao(schemaErrors(ZCotacaoFreteRequest, input), form.getValues());
    form.setErrors(erros);
    if (Object.keys(erros).length > 0) return;
    const entrada = ZCotacaoFreteRequest.parse(input);
    try {
      const resposta = await cotar.mutateAsync(entrada);
      setResultado({ entrada, resposta, salva: null });
    } catch (error) {
      showServerFieldErrors(form, error, (campos) => errosDaCotacao(campos, form.getValues()));
      notifyApiError(error);
    }
  };

  /** Saves the quote shown (once): its id. */
  const salvarAtual = async (atual: TResultado) => {
    if (atual.salva) return atual.salva;
    const salva = await salvar.mutateAsync(atual.entrada);
    const marca = { id: salva.id, numero: salva.numero };
    setResultado((agora) => (agora?.entrada === atual.entrada ? { ...agora, salva: marca } : agora));
    return marca;
  };

  const salvarCotacao = async () => {
    if (!resultado) return;
    try {
      await salvarAtual(resultado);
      notifyInfo(TABELA_FRETE_MESSAGES.cotacaoSalva, 'teal');
    } catch (error) {
      notifyApiError(error);
    }
  };

  const criar = async (preco: TPrecoDaTabela) => {
    if (!resultado) return;
    setCriandoDe(preco.tabelaId);
    try {
      const salva = await salvarAtual(resultado);
      criarCarga.abrir(salva.id, preco.tabelaId);
    } catch (error) {
      notifyApiError(error);
    } finally {
      setCriandoDe(null);
    }
  };

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate aria-label="Cotação de frete">
        <Stack gap="md">
          <Fieldset legend="Rota" variant="unstyled">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <MunicipioSelect
                label="Origem"
                withAsterisk
                value={valores.origem}
                onChange={(municipio) => form.setFieldValue('origem', municipio)}
                error={form.errors.origem}
              />
              <TextInput
                label="CEP de origem"
                placeholder="00000-000"
                inputMode="numeric"
                {...form.getInputProps('origemCep')}
                onChange={(event) => form.setFieldValue('origemCep', maskCepInput(event.currentTarget.value))}
              />
              <MunicipioSelect
                label="Destino"
                withAsterisk
                value={valores.destino}
                onChange={(municipio) => form.setFieldValue('destino', municipio)}
                error={form.errors.destino}
              />
              <TextInput
                label="CEP de destino"
                placeholder="00000-000"
                inputMode="numeric"
                {...form.getInputProps('destinoCep')}
                onChange={(event) =>
                  form.setFieldValue('destinoCep', maskCepInput(event.currentTarget.value))
                }
              />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend="Carga" variant="unstyled">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              <NumberInput
                label="Peso (kg)"
                withAsterisk
                decimalScale={3}
                {...NUMERO_BR}
                {...form.getInputProps('pesoKg')}
              />
              <NumberInput
                label="Volume (m³)"
                decimalScale={3}
                {...NUMERO_BR}
                {...form.getInputProps('volumeM3')}
              />
              <NumberInput
                label="Valor da mercadoria (R$)"
                {...MOEDA_BR}
                {...form.getInputProps('valorMercadoria')}
              />
              <NumberInput label="Quantidade" {...INTEIRO_BR} {...form.getInputProps('quantidade')} />
              <Select
                label="Tipo de veículo"
                placeholder="Qualquer"
                data={tipos.data}
                clearable
                searchable
                nothingFoundMessage="Nenhum resultado encontrado."
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('tipoVeiculoId')}
              />
              <NumberInput
                label="Eixos"
                description="De 2 a 9"
                min={2}
                max={9}
                {...INTEIRO_BR}
                {...form.getInputProps('eixos')}
              />
              <Select
                label="Tipo de carga ANTT"
                data={TIPO_CARGA_ANTT_OPTIONS}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('tipoCargaAntt')}
              />
              <Select
                label="Modalidade"
                placeholder="Todas"
                data={MODALIDADE_OPTIONS}
                clearable
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('modalidade')}
              />
              <DataBrInput
                label="Data"
                value={valores.data}
                onChange={(data) => form.setFieldValue('data', data)}
                error={form.errors.data}
              />
              <NumberInput
                label="Distância (km)"
                description="Vazia: estimada pela rota"
                decimalScale={1}
                {...NUMERO_BR}
                {...form.getInputProps('distanciaKm')}
              />
            </SimpleGrid>
          </Fieldset>
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={cotar.isPending}
              leftSection={<IconCalculator size={16} aria-hidden="true" />}
            >
              Cotar
            </Button>
          </Group>
        </Stack>
      </form>

      {resultado && (
        <>
          <Divider />
          <CotacaoResultado
            resultado={resultado.resposta}
            eixos={resultado.entrada.eixos}
            criandoCargaDe={criandoDe}
            onCriarCarga={criarCarga.permitido ? (preco) => void criar(preco) : undefined}
            acoes={
              <Button
                variant="default"
                leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
                onClick={() => void salvarCotacao()}
                loading={salvar.isPending && criandoDe === null}
                disabled={resultado.salva !== null}
              >
                {resultado.salva ? `Cotação nº ${resultado.salva.numero} salva` : 'Salvar cotação'}
              </Button>
            }
          />
        </>
      )}
    </Stack>
  );
}
