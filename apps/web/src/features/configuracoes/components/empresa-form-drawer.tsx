import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Loader.css';
import {
  isValidCep,
  isValidCnpj,
  MESSAGES,
  normalizeCnpj,
  type TEmpresa,
  TIPO_EMPRESA_LABELS,
  TIPO_VINCULO_LABELS,
  ZEmpresaRequest,
} from '@embarca/domain';
import { ActionIcon, Divider, Loader, Select, SimpleGrid, Text, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { schemaErrors, validateForm } from '../../../lib/schema-form';
import { FormDrawer, preencherFormulario, saveForm } from '../../../lib/ui/form-drawer';
import { maskCepInput, maskCnpjInput, maskPhoneInput } from '../../../lib/ui/input-masks';
import { notifyApiError } from '../../../lib/ui/notify';
import { useCepLookup } from '../api/use-cep-lookup';
import { useCnpjLookup } from '../api/use-cnpj-lookup';
import { useSaveEmpresa } from '../api/use-save-empresa';
import { ITEM_NAMES } from '../configuracoes.texts';
import { empresaFormValues, empresaRequestInput, type TEmpresaFormValues } from '../empresa-form.values';

const TIPO_OPTIONS = Object.entries(TIPO_EMPRESA_LABELS).map(([value, label]) => ({ value, label }));
const VINCULO_OPTIONS = Object.entries(TIPO_VINCULO_LABELS).map(([value, label]) => ({ value, label }));

type TAddressFields = { [K in 'logradouro' | 'bairro' | 'cidade' | 'uf' | 'codigoIbge']?: string | null };

export interface EmpresaFormDrawerProps {
  opened: boolean;
  /** The company to edit; null creates one. */
  empresa: TEmpresa | null;
  onClose: () => void;
}

/**
 * Create or edit a company (01 §7): CNPJ with mask (numeric or alphanumeric) and check digits; a valid
 * CNPJ typed is looked up at once and fills the name, contact and address fields still empty (issue 16);
 * the CEP look-up fills the address ('CEP não encontrado!').
 */
export function EmpresaFormDrawer({ opened, empresa, onClose }: EmpresaFormDrawerProps) {
  const save = useSaveEmpresa();
  const cepLookup = useCepLookup();
  const cnpjLookup = useCnpjLookup();
  const form = useForm<TEmpresaFormValues>({ mode: 'controlled', initialValues: empresaFormValues(null) });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the drawer opens for another company.
  useEffect(() => {
    if (opened) {
      preencherFormulario(form, empresaFormValues(empresa));
      form.clearErrors();
    }
  }, [opened, empresa]);

  /**
   * Puts looked-up values into the fields still empty: what the person typed is never overwritten
   * (issue 16); fields with no looked-up value stay as they are.
   */
  const fillEmpty = (found: Partial<Record<keyof TEmpresaFormValues, string | null | undefined>>) => {
    const current = form.getValues();
    const next: Partial<TEmpresaFormValues> = {};
    for (const [field, value] of Object.entries(found) as [keyof TEmpresaFormValues, string | null][]) {
      if (value && current[field].trim() === '') next[field] = value;
    }
    if (Object.keys(next).length > 0) form.setValues(next);
  };

  /** The CEP look-up: a new CEP brings its own address (as before issue 16). */
  const fillAddress = (endereco: TAddressFields) => {
    const current = form.getValues();
    form.setValues({
      logradouro: endereco.logradouro ?? current.logradouro,
      bairro: endereco.bairro ?? current.bairro,
      cidade: endereco.cidade ?? current.cidade,
      uf: endereco.uf ?? current.uf,
      codigoIbge: endereco.codigoIbge ?? current.codigoIbge,
    });
  };

  const lookUpCep = async (cep: string) => {
    try {
      const endereco = await cepLookup.mutateAsync(cep);
      fillAddress(endereco);
      form.setFieldError('cep', null);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
        form.setFieldError('cep', MESSAGES.cepNotFound);
      } else {
        notifyApiError(error);
      }
    }
  };

  /** The CNPJ last looked up, so typing around a valid one does not ask again. */
  const [consultado, setConsultado] = useState<string | null>(null);
  /** The quiet line under the CNPJ after a look-up found nothing. */
  const [semCadastro, setSemCadastro] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new opening starts without a look-up.
  useEffect(() => {
    setConsultado(null);
    setSemCadastro(false);
  }, [opened, empresa]);

  /** Looks the CNPJ up (01 §7 /api/consulta/cnpj) and fills the empty name, contact and address fields. */
  const lookUpCnpj = async (cnpj: string) => {
    if (!isValidCnpj(cnpj)) {
      form.setFieldError(
        'cnpj',
        schemaErrors(ZEmpresaRequest.shape.cnpj, cnpj)[''] ?? MESSAGES.invalidFormat,
      );
      return;
    }
    setConsultado(normalizeCnpj(cnpj));
    setSemCadastro(false);
    try {
      const found = await cnpjLookup.mutateAsync(cnpj);
      fillEmpty({
        nome: found.nome,
        nomeFantasia: found.nomeFantasia,
        telefone: found.telefone ? maskPhoneInput(found.telefone) : null,
        email: found.email,
        cep: found.cep ? maskCepInput(found.cep) : null,
        numero: found.numero,
        complemento: found.complemento,
        logradouro: found.logradouro,
        bairro: found.bairro,
        cidade: found.cidade,
        uf: found.uf,
        codigoIbge: found.codigoIbge,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setSemCadastro(true);
      else notifyApiError(error);
    }
  };

  /** Typing: the mask, and a look-up as soon as the CNPJ is complete and valid (once per CNPJ). */
  const typeCnpj = (typed: string) => {
    const cnpj = maskCnpjInput(typed);
    form.setFieldValue('cnpj', cnpj);
    setSemCadastro(false);
    if (isValidCnpj(cnpj) && normalizeCnpj(cnpj) !== consultado) void lookUpCnpj(cnpj);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = empresaRequestInput(form.getValues());
    if (!validateForm(form, ZEmpresaRequest, input)) return;
    await saveForm(() => save.mutateAsync({ id: empresa?.id, body: ZEmpresaRequest.parse(input) }), {
      item: ITEM_NAMES.empresa,
      form,
      kind: empresa ? 'updated' : 'created',
      onSaved: onClose,
      // Another company of the owner has this CNPJ: the refusal goes under the field too.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) form.setFieldError('cnpj', error.message);
      },
    });
  };

  const cnpjProps = form.getInputProps('cnpj');
  const cepProps = form.getInputProps('cep');
  const phoneProps = form.getInputProps('telefone');

  return (
    <FormDrawer
      opened={opened}
      title={empresa ? 'Editar empresa' : 'Nova empresa'}
      onClose={onClose}
      dirty={form.isDirty()}
      errors={form.errors}
      onSubmit={submit}
      saving={save.isPending}
    >
      <TextInput
        label="CNPJ"
        withAsterisk
        data-autofocus
        placeholder="00.000.000/0000-00"
        {...cnpjProps}
        onChange={(event) => typeCnpj(event.currentTarget.value)}
        description={
          cnpjLookup.isPending
            ? 'Consultando o CNPJ…'
            : semCadastro
              ? 'CNPJ não encontrado na consulta: preencha os dados da empresa.'
              : undefined
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        rightSection={
          cnpjLookup.isPending ? (
            <Loader size="xs" aria-label="Consultando CNPJ" />
          ) : (
            <Tooltip label="Consultar CNPJ" openDelay={50}>
              <ActionIcon
                variant="subtle"
                aria-label="Consultar CNPJ"
                onClick={() => void lookUpCnpj(form.getValues().cnpj)}
              >
                <IconSearch size={16} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          )
        }
      />
      <TextInput label="Razão social" withAsterisk {...form.getInputProps('nome')} />
      <TextInput label="Nome fantasia" {...form.getInputProps('nomeFantasia')} />
      <SimpleGrid cols={2}>
        <Select label="Tipo" data={TIPO_OPTIONS} allowDeselect={false} {...form.getInputProps('tipo')} />
        <Select
          label="Vínculo"
          data={VINCULO_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('tipoVinculo')}
        />
        <TextInput
          label="Telefone"
          placeholder="(00) 00000-0000"
          {...phoneProps}
          onChange={(event) => form.setFieldValue('telefone', maskPhoneInput(event.currentTarget.value))}
        />
        <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
      </SimpleGrid>
      <Divider
        label={
          <Text size="sm" c="gray.8">
            Endereço
          </Text>
        }
        labelPosition="left"
        mt="xs"
      />
      <SimpleGrid cols={2}>
        <TextInput
          label="CEP"
          placeholder="00000-000"
          {...cepProps}
          onChange={(event) => {
            const cep = maskCepInput(event.currentTarget.value);
            form.setFieldValue('cep', cep);
            if (isValidCep(cep)) void lookUpCep(cep);
          }}
          rightSection={cepLookup.isPending ? <Loader size="xs" aria-label="Consultando CEP" /> : null}
        />
        <TextInput label="UF" maxLength={2} {...form.getInputProps('uf')} />
      </SimpleGrid>
      <TextInput label="Logradouro" {...form.getInputProps('logradouro')} />
      <SimpleGrid cols={2}>
        <TextInput label="Número" {...form.getInputProps('numero')} />
        <TextInput label="Complemento" {...form.getInputProps('complemento')} />
        <TextInput label="Bairro" {...form.getInputProps('bairro')} />
        <TextInput label="Cidade" {...form.getInputProps('cidade')} />
      </SimpleGrid>
    </FormDrawer>
  );
}
