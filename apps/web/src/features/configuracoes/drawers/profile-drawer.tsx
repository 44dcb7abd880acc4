import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/ActionIcon.css';
import {
  AUTH_MESSAGES,
  formatPhone,
  MESSAGES,
  PASSWORD_STRENGTH_THRESHOLD,
  passwordProblem,
  passwordStrength,
  ZAlterarSenhaRequest,
  ZEditarPerfilRequest,
} from '@embarca/domain';
import { Button, Divider, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { schemaErrors } from '../../../lib/schema-form';
import { getStoredUser, saveStoredUser } from '../../../lib/session';
import { preencherFormulario } from '../../../lib/ui/form-drawer';
import { maskPhoneInput } from '../../../lib/ui/input-masks';
import { notifyApiError, notifySuccess } from '../../../lib/ui/notify';
import { useAlteracoesDoDrawer } from '../../../lib/ui/use-descartar-alteracoes';
import { useSession, useStoredUser } from '../../../lib/use-session';
import { PasswordStrengthMeter } from '../../auth/components/password-strength-meter';
import { useAlterarSenha } from '../api/use-alterar-senha';
import { useEditarPerfil } from '../api/use-editar-perfil';
import { ITEM_NAMES } from '../configuracoes.texts';

/** The text of a refused new password (01 §5), from the domain's `passwordProblem`. */
export function passwordProblemText(password: string, email: string | null): string | null {
  const problem = passwordProblem(password, { email });
  if (problem === 'length') return MESSAGES.passwordLength;
  if (problem === 'common') return AUTH_MESSAGES.passwordCommon;
  if (problem === 'weak') return AUTH_MESSAGES.passwordWeak;
  return null;
}

/** Drawer `configuracoes/usuarios/profile` (01 §2): own name and phone, and the password change. */
export function ProfileDrawer() {
  const user = useStoredUser();
  const session = useSession();
  const email = user?.email ?? session?.claims.email ?? null;
  const editarPerfil = useEditarPerfil();
  const alterarSenha = useAlterarSenha();
  const profile = useForm({ mode: 'controlled', initialValues: { name: '', telefone: '' } });
  const password = useForm({
    mode: 'controlled',
    initialValues: { senhaAtual: '', novaSenha: '', confirmacaoSenha: '' },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: filled once the stored user is known.
  useEffect(() => {
    preencherFormulario(profile, {
      name: user?.name ?? session?.claims.name ?? '',
      telefone: user?.telefone ? formatPhone(user.telefone) : '',
    });
  }, [user?.id]);

  // Closing the drawer with either form changed asks first (issue 16).
  useAlteracoesDoDrawer(profile.isDirty() || password.isDirty(), { fallback: () => undefined });

  const saveProfile = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = schemaErrors(ZEditarPerfilRequest, profile.getValues());
    profile.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const body = ZEditarPerfilRequest.parse(profile.getValues());
    try {
      await editarPerfil.mutateAsync(body);
      const stored = getStoredUser();
      if (stored) saveStoredUser({ ...stored, name: body.name, telefone: body.telefone });
      profile.resetDirty();
      notifySuccess('updated', ITEM_NAMES.perfil);
    } catch (error) {
      notifyApiError(error);
    }
  };

  const novaSenha = password.getValues().novaSenha;
  const strength = passwordStrength(novaSenha, { email });

  const changePassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = password.getValues();
    const errors = schemaErrors(ZAlterarSenhaRequest, values);
    const problem = values.novaSenha ? passwordProblemText(values.novaSenha, email) : null;
    if (problem && !errors.novaSenha) errors.novaSenha = problem;
    password.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      await alterarSenha.mutateAsync(ZAlterarSenhaRequest.parse(values));
      password.reset();
      notifySuccess('updated', 'Senha');
    } catch (error) {
      if (error instanceof ApiError && error.message === AUTH_MESSAGES.oldPasswordWrong) {
        password.setFieldError('senhaAtual', error.message);
      }
      notifyApiError(error);
    }
  };

  return (
    <Stack gap="lg">
      <form onSubmit={saveProfile} noValidate aria-label="Dados do perfil">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Dados do perfil
          </Title>
          <TextInput label="E-mail" value={email ?? ''} readOnly disabled />
          <TextInput label="Nome" withAsterisk {...profile.getInputProps('name')} />
          <TextInput
            label="Telefone"
            placeholder="(00) 00000-0000"
            {...profile.getInputProps('telefone')}
            onChange={(event) => profile.setFieldValue('telefone', maskPhoneInput(event.currentTarget.value))}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={editarPerfil.isPending}>
              Salvar perfil
            </Button>
          </Group>
        </Stack>
      </form>
      <Divider />
      <form onSubmit={changePassword} noValidate aria-label="Alterar senha">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Alterar senha
          </Title>
          <PasswordInput
            label="Senha atual"
            withAsterisk
            autoComplete="current-password"
            {...password.getInputProps('senhaAtual')}
          />
          <PasswordInput
            label="Nova senha"
            withAsterisk
            autoComplete="new-password"
            placeholder={MESSAGES.passwordPlaceholder}
            {...password.getInputProps('novaSenha')}
          />
          {novaSenha ? <PasswordStrengthMeter strength={strength} /> : null}
          <PasswordInput
            label="Confirmação de senha"
            withAsterisk
            autoComplete="new-password"
            {...password.getInputProps('confirmacaoSenha')}
          />
          <Text size="xs" c="gray.7">
            Entre 6 e 30 caracteres; a força da senha deve chegar a {PASSWORD_STRENGTH_THRESHOLD}.
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={alterarSenha.isPending}>
              Alterar senha
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
