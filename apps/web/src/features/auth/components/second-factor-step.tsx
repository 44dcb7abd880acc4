import { MESSAGES, requiredMessage } from '@embarca/domain';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { saveSessionToken } from '../../../lib/session';
import { useLogin } from '../api/use-login';
import { describeLoginFailure, type TLoginFailure, type TSecondFactorChallenge } from '../login.errors';
import { LoginFailureAlert } from './login-failure-alert';
import type { TCredentials } from './password-step';

export interface SecondFactorStepProps {
  credentials: TCredentials;
  challenge: TSecondFactorChallenge;
  onSignedIn: () => void;
  onBack: () => void;
}

const CODE_LABEL = 'Código de verificação';
const INVALID_CODE = 'Código de verificação inválido. Confira o código recebido e tente novamente.';

function destination(challenge: TSecondFactorChallenge): string {
  if (challenge.emailEnviado && challenge.email)
    return `Enviamos um código para o e-mail ${challenge.email}.`;
  if (challenge.telefone) return `Enviamos um código por SMS para o telefone ${challenge.telefone}.`;
  return 'Enviamos um código de verificação para você.';
}

/** The second sign-in step (424): the code sent by e-mail or SMS, sent with the same credentials. */
export function SecondFactorStep({ credentials, challenge, onSignedIn, onBack }: SecondFactorStepProps) {
  const login = useLogin();
  const [failure, setFailure] = useState<Exclude<TLoginFailure, { kind: 'secondFactor' }>>();
  const codeRef = useRef<HTMLInputElement>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: { code: (value: string) => (value.trim() === '' ? requiredMessage(CODE_LABEL) : null) },
  });

  useEffect(() => {
    codeRef.current?.focus();
  }, []);

  const submit = form.onSubmit(
    async ({ code }) => {
      setFailure(undefined);
      try {
        const token = await login.mutateAsync({
          ...credentials,
          tipoAutenticacao: 1,
          codigoAutenticacaoSegundoFator: code.trim(),
        });
        if (saveSessionToken(token)) onSignedIn();
        else setFailure({ kind: 'message', message: MESSAGES.loginUnexpected });
      } catch (error) {
        const result = describeLoginFailure(error);
        // Another 424 means the code was not accepted: stay on this step.
        setFailure(result.kind === 'secondFactor' ? { kind: 'message', message: INVALID_CODE } : result);
        codeRef.current?.select();
      }
    },
    () => codeRef.current?.focus(),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Verificação em duas etapas">
      <Stack gap="md">
        <Text size="sm">{destination(challenge)}</Text>
        {failure ? <LoginFailureAlert failure={failure} /> : null}
        <TextInput
          ref={codeRef}
          label={CODE_LABEL}
          inputMode="numeric"
          autoComplete="one-time-code"
          withAsterisk
          size="md"
          {...form.getInputProps('code')}
        />
        <Button type="submit" size="md" fullWidth loading={login.isPending} aria-busy={login.isPending}>
          Verificar
        </Button>
        <Button variant="subtle" size="sm" onClick={onBack}>
          Voltar
        </Button>
      </Stack>
    </form>
  );
}
