import { MESSAGES } from '@embarca/domain';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { saveSessionToken } from '../../../lib/session';
import { useLogin } from '../api/use-login';
import { AUTH_TEXTS } from '../auth.texts';
import { describeLoginFailure, type TLoginFailure, type TSecondFactorChallenge } from '../login.errors';
import type { TCredentials } from '../login.validation';
import { LoginFailureAlert } from './login-failure-alert';

export type { TCredentials };

export interface PasswordStepProps {
  /** Called once the token is stored; the button stays busy until it settles. */
  onSignedIn: () => Promise<void>;
  onSecondFactor: (credentials: TCredentials, challenge: TSecondFactorChallenge) => void;
}

const loadValidation = () => import('../login.validation');

/** The first sign-in step: e-mail and password. */
export function PasswordStep({ onSignedIn, onSecondFactor }: PasswordStepProps) {
  const login = useLogin();
  const [failure, setFailure] = useState<Exclude<TLoginFailure, { kind: 'secondFactor' }>>();
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // Two fields: plain state instead of @mantine/form keeps /login's JS budget (≈ 6 kB gzip less).
  const [values, setValues] = useState<TCredentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof TCredentials, string>>>({});
  const fieldProps = (field: keyof TCredentials) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    },
  });

  const busy = login.isPending || finishing;

  useEffect(() => {
    emailRef.current?.focus();
    // Fetch the validation chunk while the user types.
    void loadValidation();
  }, []);

  const validateEmailOnBlur = async () => {
    if (values.email.trim() === '') return;
    const { validateCredentials } = await loadValidation();
    const message = validateCredentials(values).errors.email;
    setErrors((current) => ({ ...current, email: message }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { validateCredentials } = await loadValidation();
    const { errors: found, credentials } = validateCredentials(values);
    setErrors(found);
    if (!credentials) {
      if (found.email) emailRef.current?.focus();
      else if (found.password) passwordRef.current?.focus();
      return;
    }
    setFailure(undefined);
    try {
      const token = await login.mutateAsync({
        ...credentials,
        tipoAutenticacao: 1,
        codigoAutenticacaoSegundoFator: null,
      });
      if (saveSessionToken(token)) {
        setFinishing(true);
        await onSignedIn().finally(() => setFinishing(false));
      } else setFailure({ kind: 'message', message: MESSAGES.loginUnexpected });
    } catch (error) {
      const result = describeLoginFailure(error);
      if (result.kind === 'secondFactor') onSecondFactor(credentials, result.challenge);
      else {
        setFailure(result);
        if (result.kind === 'message' && result.message === MESSAGES.loginInvalid) {
          setValues((current) => ({ ...current, password: '' }));
          passwordRef.current?.focus();
        }
      }
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Entrar">
      <Stack gap="md">
        {failure ? <LoginFailureAlert failure={failure} /> : null}
        <TextInput
          ref={emailRef}
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          size="md"
          {...fieldProps('email')}
          onBlur={validateEmailOnBlur}
        />
        <PasswordInput
          ref={passwordRef}
          label="Senha"
          autoComplete="current-password"
          withAsterisk
          size="md"
          visible={passwordVisible}
          onVisibilityChange={setPasswordVisible}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{
            'aria-label': passwordVisible ? AUTH_TEXTS.hidePassword : AUTH_TEXTS.showPassword,
            'aria-pressed': passwordVisible,
          }}
          {...fieldProps('password')}
        />
        <Group justify="flex-end" mt={-4}>
          <Anchor component={Link} to="/forgot-password" size="sm" fw={500}>
            Esqueci minha senha
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={busy} aria-busy={busy}>
          Entrar
        </Button>
      </Stack>
    </form>
  );
}
