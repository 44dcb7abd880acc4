import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Alert.css';
import {
  PEDIDO_LIMITES,
  PEDIDO_MESSAGES,
  TIPO_FRETE_LABELS,
  TIPO_LOTE_PEDIDO_LABELS,
  type TPedido,
  ZPedidoCadastro,
} from '@embarca/domain';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useRef, useState } from 'react';
import { mensagensDoErro } from '../../../lib/api-error-handler';
import { useDrawerNavigation } from '../../../lib/navigation/use-drawer-navigation';
import { useDrawerRouteParam } from '../../../lib/navigation/use-drawer-param';
import { schemaErrors, showServerFieldErrors } from '../../../lib/schema-form';
import { AlertaDeFalhas } from '../../../lib/ui/alerta-de-falhas';
import { DialogActions } from '../../../lib/ui/dialog-actions';
import { notifyInfo } from '../../../lib/ui/notify';
import { INTEIRO_BR, MOEDA_BR, NUMERO_BR } from '../../../lib/ui/numero-br';
import { RegistroDoDrawer } from '../../../lib/ui/registro-do-drawer';
import { irParaPrimeiroCampoInvalido, ResumoDeErros } from '../../../lib/ui/resumo-de-erros';
import { RodapeFixo } from '../../../lib/ui/rodape-fixo';
import { useAlteracoesDoDrawer } from '../../../lib/ui/use-descartar-alteracoes';
import { useBuscarEmpresa } from '../../cargas/cadastro/api/use-empresas-ativas';
import { DataHoraInput } from '../../cargas/cadastro/components/data-hora-input';
import { EmpresaSelect } from '../../cargas/cadastro/components/empresa-select';
import { useTransportadoras } from '../../frota/veiculos/api/use-transportadoras';
import { MunicipioSelect } from '../../tabela-frete/components/municipio-select';
import { useCaracteristicasPedido } from './api/use-caracteristicas-pedido';
import { usePedido } from './api/use-pedido';
import { useAtualizarPedido, useCriarPedido } from './api/use-pedido-mutations';
import {
  formDoPedido,
  mascaraCnpj,
  municipioDe,
  paraCamposDoForm,
  pedidoVazio,
  requestDoPedido,
  type TPedidoFormValues,
} from './pedido-form.values';

export const PEDIDO_NAO_ENCONTRADO = 'Pedido não encontrado.';
export const DICA_COORDENADAS =
  'Opcional: sem latitude e longitude, vale a sede do município (coordenadas aproximadas).';

const TIPO_FRETE_OPTIONS = Object.entries(TIPO_FRETE_LABELS).map(([value, label]) => ({ value, label }));
const TIPO_LOTE_OPTIONS = Object.entries(TIPO_LOTE_PEDIDO_LABELS).map(([value, label]) => ({ value, label }));
const COORDENADA = { ...NUMERO_BR, decimalScale: 6, thousandSeparator: '' } as const;

type TForm = ReturnType<typeof useForm<TPedidoFormValues>>;

/** Why an order opens read-only (in a load, in a draft), or null. */
export function motivoSomenteLeitura(pedido: TPedido | null): string | null {
  if (!pedido) return null;
  if (pedido.cargaId) return PEDIDO_MESSAGES.emCarga;
  if (pedido.minutaId) return PEDIDO_MESSAGES.emMinuta;
  return null;
}

function Coordenadas({ form, prefixo }: { form: TForm; prefixo: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <NumberInput
        label="Latitude"
        description={DICA_COORDENADAS}
        {...COORDENADA}
        {...form.getInputProps(`${prefixo}.latitude`)}
      />
      <NumberInput
        label="Longitude"
        description={DICA_COORDENADAS}
        {...COORDENADA}
        {...form.getInputProps(`${prefixo}.longitude`)}
      />
    </SimpleGrid>
  );
}

/** Origem or Destino: a registered company or a free name and CNPJ, the place, city/UF, coordinates. */
function PontoFieldset({
  form,
  lado,
  disabled,
}: {
  form: TForm;
  lado: 'origem' | 'destino';
  disabled: boolean;
}) {
  const buscarEmpresa = useBuscarEmpresa();
  const ponto = form.getValues()[lado];
  const legenda = lado === 'origem' ? 'Origem' : 'Destino';

  const escolherEmpresa = async (empresa: { id: string; nome: string } | null) => {
    form.setFieldValue(`${lado}.empresaId`, empresa?.id ?? null);
    form.setFieldValue(`${lado}.empresaNome`, empresa?.nome ?? null);
    if (!empresa) return;
    form.setFieldValue(`${lado}.nome`, empresa.nome);
    try {
      const dados = await buscarEmpresa(empresa.id);
      if (dados.cnpj) form.setFieldValue(`${lado}.documentoEmpresa`, mascaraCnpj(dados.cnpj));
      const atual = form.getValues()[lado];
      if (!atual.localidade) {
        const endereco = [dados.logradouro, dados.numero].filter(Boolean).join(', ');
        if (endereco) form.setFieldValue(`${lado}.localidade`, endereco);
      }
      if (!atual.municipio) {
        const municipio = municipioDe(dados.cidade, dados.uf);
        if (municipio)
          form.setFieldValue(`${lado}.municipio`, { ...municipio, ibge: dados.codigoIbge ?? municipio.ibge });
      }
    } catch {
      // The company's address only helps: the person fills the place.
    }
  };

  return (
    <Fieldset legend={legenda} disabled={disabled}>
      <Stack gap="sm">
        <EmpresaSelect
          label={`Empresa (${legenda.toLowerCase()})`}
          value={ponto.empresaId}
          nome={ponto.empresaNome}
          disabled={disabled}
          onChange={(empresa) => void escolherEmpresa(empresa)}
          error={form.errors[`${lado}.empresaId`]}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Nome"
            description="Sem empresa cadastrada: o nome e o CNPJ do local."
            maxLength={200}
            {...form.getInputProps(`${lado}.nome`)}
          />
          <TextInput
            label="CNPJ"
            placeholder="00.000.000/0000-00"
            {...form.getInputProps(`${lado}.documentoEmpresa`)}
            onChange={(event) =>
              form.setFieldValue(`${lado}.documentoEmpresa`, mascaraCnpj(event.currentTarget.value))
            }
          />
        </SimpleGrid>
        <TextInput label="Localidade" maxLength={200} {...form.getInputProps(`${lado}.localidade`)} />
        <MunicipioSelect
          label="Cidade/UF"
          withAsterisk
          disabled={disabled}
          value={ponto.municipio}
          onChange={(municipio) => form.setFieldValue(`${lado}.municipio`, municipio)}
          error={form.errors[`${lado}.cidade`]}
        />
        <Coordenadas form={form} prefixo={lado} />
        <DataHoraInput
          label="Data prevista"
          disabled={disabled}
          value={ponto.dhPrevista}
          onChange={(valor) => form.setFieldValue(`${lado}.dhPrevista`, valor)}
          error={form.errors[`${lado}.dhPrevista`]}
        />
      </Stack>
    </Fieldset>
  );
}

function PedidoForm({ pedido }: { pedido: TPedido | null }) {
  const form = useForm<TPedidoFormValues>({
    mode: 'controlled',
    initialValues: pedido ? formDoPedido(pedido) : pedidoVazio(),
  });
  const criar = useCriarPedido();
  const atualizar = useAtualizarPedido();
  const caracteristicas = useCaracteristicasPedido();
  const transportadoras = useTransportadoras();
  const { closeDrawer } = useDrawerNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [falhas, setFalhas] = useState<string[]>([]);
  const somenteLeitura = motivoSomenteLeitura(pedido);
  const editavel = somenteLeitura === null;
  const pedirFechamento = useAlteracoesDoDrawer(editavel && form.isDirty(), { fallback: closeDrawer });
  const salvando = criar.isPending || atualizar.isPending;
  const valores = form.getValues();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editavel || salvando) return;
    setFalhas([]);
    const input = requestDoPedido(form.getValues());
    const erros = paraCamposDoForm(schemaErrors(ZPedidoCadastro, input));
    form.setErrors(erros);
    if (Object.keys(erros).length > 0) {
      setTimeout(() => irParaPrimeiroCampoInvalido(formRef.current), 0);
      return;
    }
    const body = ZPedidoCadastro.parse(input);
    try {
      const salvo = pedido
        ? await atualizar.mutateAsync({ id: pedido.id, body })
        : await criar.mutateAsync(body);
      notifyInfo(salvo.message || (pedido ? PEDIDO_MESSAGES.atualizado : PEDIDO_MESSAGES.cadastrado), 'teal');
      form.resetDirty();
      closeDrawer();
    } catch (error) {
      showServerFieldErrors(form, error, paraCamposDoForm);
      setFalhas(mensagensDoErro(error));
      setTimeout(() => irParaPrimeiroCampoInvalido(formRef.current), 0);
    }
  };

  const caracteristicaOptions = (caracteristicas.data ?? [])
    .filter((item) => !item.desativada || item.id === pedido?.caracteristicaId)
    .map((item) => ({ value: item.id, label: item.descricao }));
  if (pedido?.caracteristicaId && !caracteristicaOptions.some((o) => o.value === pedido.caracteristicaId))
    caracteristicaOptions.push({
      value: pedido.caracteristicaId,
      label: pedido.caracteristicaDescricao ?? 'Característica selecionada',
    });
  const transportadoraOptions = (transportadoras.data ?? []).map((empresa) => ({
    value: empresa.id,
    label: empresa.nomeFantasia || empresa.nome,
  }));
  if (
    pedido?.transportadoraRedespachoId &&
    !transportadoraOptions.some((o) => o.value === pedido.transportadoraRedespachoId)
  )
    transportadoraOptions.push({
      value: pedido.transportadoraRedespachoId,
      label: pedido.transportadoraRedespachoNome ?? 'Transportadora selecionada',
    });

  const titulo = pedido ? `Pedido ${pedido.codigo}` : 'Novo pedido';
  const disabled = !editavel;

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={titulo}>
      <Stack gap="md">
        {somenteLeitura && (
          <Alert color="gray" variant="light" p="xs" role="status">
            {somenteLeitura}
          </Alert>
        )}
        <ResumoDeErros erros={form.errors} formRef={formRef} />
        <AlertaDeFalhas titulo="O pedido não foi salvo" falhas={falhas} />

        <Fieldset legend="Identificação" disabled={disabled}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Código"
              withAsterisk
              maxLength={PEDIDO_LIMITES.codigoMaximo}
              data-autofocus
              {...form.getInputProps('codigo')}
            />
            <Select
              label="Tipo de frete"
              withAsterisk
              data={TIPO_FRETE_OPTIONS}
              placeholder="Selecione"
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('tipoFrete')}
            />
            <Select
              label="Tipo de lote"
              data={TIPO_LOTE_OPTIONS}
              placeholder="Pedido comum"
              clearable
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('tipoLote')}
            />
            <TextInput label="Agrupador" maxLength={60} {...form.getInputProps('agrupador')} />
            <Select
              label="Característica"
              data={caracteristicaOptions}
              placeholder="Nenhuma"
              clearable
              searchable
              nothingFoundMessage="Nenhuma característica de pedido cadastrada."
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('caracteristicaId')}
            />
            <TextInput label="Número da NF" maxLength={20} {...form.getInputProps('numeroNf')} />
          </SimpleGrid>
          <Textarea
            mt="sm"
            label="Observação"
            rows={3}
            maxLength={1000}
            {...form.getInputProps('observacao')}
          />
        </Fieldset>

        <Fieldset legend="Datas" disabled={disabled}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <DataHoraInput
              label="Data de coleta"
              disabled={disabled}
              value={valores.dhColeta}
              onChange={(valor) => form.setFieldValue('dhColeta', valor)}
              error={form.errors.dhColeta}
            />
            <DataHoraInput
              label="Data de entrega"
              disabled={disabled}
              value={valores.dhEntrega}
              onChange={(valor) => form.setFieldValue('dhEntrega', valor)}
              error={form.errors.dhEntrega}
            />
            <DataHoraInput
              label="Data de emissão"
              disabled={disabled}
              value={valores.dhEmissao}
              onChange={(valor) => form.setFieldValue('dhEmissao', valor)}
              error={form.errors.dhEmissao}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Medidas" disabled={disabled}>
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
        </Fieldset>

        <PontoFieldset form={form} lado="origem" disabled={disabled} />
        <PontoFieldset form={form} lado="destino" disabled={disabled} />

        <Fieldset legend="Redespacho" disabled={disabled}>
          <Stack gap="sm">
            <Switch
              label="Possui redespacho"
              {...form.getInputProps('possuiRedespacho', { type: 'checkbox' })}
            />
            {valores.possuiRedespacho && (
              <>
                <TextInput
                  label="Localidade de redespacho"
                  maxLength={200}
                  {...form.getInputProps('localidadeRedespacho.localidade')}
                />
                <MunicipioSelect
                  label="Cidade/UF de redespacho"
                  withAsterisk
                  disabled={disabled}
                  value={valores.localidadeRedespacho.municipio}
                  onChange={(municipio) => form.setFieldValue('localidadeRedespacho.municipio', municipio)}
                  error={form.errors['localidadeRedespacho.cidade'] ?? form.errors.localidadeRedespacho}
                />
                <Coordenadas form={form} prefixo="localidadeRedespacho" />
                <Select
                  label="Transportadora de redespacho"
                  data={transportadoraOptions}
                  placeholder="Selecione"
                  clearable
                  searchable
                  nothingFoundMessage="Nenhuma transportadora cadastrada."
                  comboboxProps={{ withinPortal: true }}
                  {...form.getInputProps('transportadoraRedespachoId')}
                />
              </>
            )}
          </Stack>
        </Fieldset>
      </Stack>
      <RodapeFixo>
        {editavel ? (
          <DialogActions onCancel={pedirFechamento} confirmLabel="Salvar" pending={salvando} />
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={closeDrawer}>
              Fechar
            </Button>
          </Group>
        )}
      </RodapeFixo>
    </form>
  );
}

/**
 * Drawer `formacao/pedidos/new` and `formacao/pedidos/{pedidoId}` (issue 21): every field of an order
 * (ZPedidoCadastro) by section, validated by the contract; the server's refusals at the top. An order in
 * a draft or a load opens read-only, saying why.
 */
export function PedidoDrawer() {
  const pedidoId = useDrawerRouteParam('pedidoId');
  const pedido = usePedido(pedidoId);
  if (!pedidoId) return <PedidoForm pedido={null} />;
  return (
    <RegistroDoDrawer query={pedido} naoEncontrado={PEDIDO_NAO_ENCONTRADO}>
      {(registro) => <PedidoForm key={registro.id} pedido={registro} />}
    </RegistroDoDrawer>
  );
}
