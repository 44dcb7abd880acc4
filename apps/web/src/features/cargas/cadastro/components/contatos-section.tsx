import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, TextInput } from '@mantine/core';
import { maskPhoneInput } from '../../../../lib/ui/input-masks';
import { parteDoFormulario, type TCargaForm } from './campos';
import { Secao } from './secao';

export interface ContatosSectionProps {
  form: TCargaForm;
  /** Its values and errors (`assinatura`): it re-renders only when they change. */
  assinatura: string;
}

/** Who to talk to about the load (model.contatos): name, phone (masked) and e-mail. */
function ContatosSectionCampos({ form }: ContatosSectionProps) {
  return (
    <Secao titulo="Contatos">
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <TextInput label="Contato" maxLength={120} {...form.getInputProps('contatos.contato')} />
        <TextInput
          label="Telefone"
          placeholder="(00) 00000-0000"
          inputMode="tel"
          {...form.getInputProps('contatos.telefone')}
          onChange={(event) =>
            form.setFieldValue('contatos.telefone', maskPhoneInput(event.currentTarget.value))
          }
        />
        <TextInput label="E-mail" type="email" {...form.getInputProps('contatos.email')} />
      </SimpleGrid>
    </Secao>
  );
}

export const ContatosSection = parteDoFormulario(ContatosSectionCampos);
