import '@mantine/core/styles/Divider.css';
import { AUTH_MESSAGES, CanalSegundoFator, MESSAGES } from '@embarca/domain';
import { Button, Divider, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { saveSessionToken } from '../../../lib/session';
import { useLogin } from '../api/use-login';
import { type TCanalSegundoFator, useSendTwoFactorCode } from '../api/use-send-two-factor-code';
import { AUTH_TEXTS } from '../auth.texts';
import { describeLoginFailure, type TLoginFailure, type TSecondFactorChallenge } from '../login.errors';
import type { TCredentials } from '../login.validation';
import { LoginFailureAlert } from './login-failure-alert';

export interface SecondFactorStepProps {
  credentials: TCredentials;
  challenge: TSecondFactorChallenge;
  /** Called once the token is stored; the button stays busy until it settles. */
  onSignedIn: () => Promise<void>;
  onBack: () => void;
}

/** Seconds between two requests for a new code. */
export const RESEND_COOLDOWN_SECONDS = 30;

const CODE_PATTERN = /^\d{6}$/;

function useCooldown(): [number, () => void] {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setRemaining((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);
  return [remaining, () => setRemaining(RESEND_COOLDOWN_SECONDS)];
}

/** What a failed sign-in with a code means on this step. */
function codeFailure(error: unknown): Exclude<TLoginFailure, { kind: 'secondFactor' }> {
  if (error instanceof ApiError && error.status === 401) {
    return { kind: 'message', message: error.message || AUTH_MESSAGES.secondFactorInvalid };
  }
  const result = describeLoginFailure(error);
  // Another 424 means the code was not accepted: stay on this step.
  return result.kind === 'secondFactor'
    ? { kind: 'message', message: AUTH_MESSAGES.secondFactorInvalid }
    : result;
}

interface TFeedback {
  ok: boolean;
  message: string;
}

/**
 * The second sign-in step (424, 01 §8): where the code went (masked e-mail or phone), the 6-digit code,
 * 'Verificar' (sign-in again with the code), resending by e-mail or SMS with a 30 s pause, 'Voltar'.
 */
export function SecondFactorStep({ credentials, challenge, onSignedIn, onBack }: SecondFactorStepProps) {
  const login = useLogin();
  const sendCode = useSendTwoFactorCode();
  const [failure, setFailure] = useState<Exclude<TLoginFailure, { kind: 'secondFactor' }>>();
  const [feedback, setFeedback] = useState<TFeedback>();
  const [finishing, setFinishing] = useState(false);
  const [cooldown, startCooldown] = useCooldown();
  const codeRef = useRef<HTMLInputElement>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: { code: (value: string) => (CODE_PATTERN.test(value) ? null : AUTH_TEXTS.codeInvalidFormat) },
  });
  const busy = login.isPending || finishing;

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
          codigoAutenticacaoSegundoFator: code,
        });
        if (!saveSessionToken(token)) {
          setFailure({ kind: 'message', message: MESSAGES.loginUnexpected });
          return;
        }
        setFinishing(true);
        await onSignedIn().finally(() => setFinishing(false));
      } catch (error) {
        setFailure(codeFailure(error));
        codeRef.current?.select();
      }
    },
    () => codeRef.current?.focus(),
  );

  const resend = async (canal: TCanalSegundoFator) => {
    if (!challenge.usuarioId) return;
    setFeedback(undefined);
    try {
      const answer = await sendCode.mutateAsync({ usuarioId: challenge.usuarioId, canal });
      const fallback =
        canal === CanalSegundoFator.Sms
          ? AUTH_MESSAGES.secondFactorSentSms
          : AUTH_MESSAGES.secondFactorSentEmail;
      setFeedback({ ok: true, message: answer?.message || fallback });
      startCooldown();
    } catch (error) {
      setFeedback({
        ok: false,
        message: (error instanceof ApiError && error.message) || MESSAGES.unexpected,
      });
    }
  };

  const canResend = challenge.usuarioId !== null;
  const resendDisabled = cooldown > 0 || sendCode.isPending || busy;

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate aria-label={AUTH_TEXTS.secondFactorHeading}>
        <Stack gap="md">
          <Text size="sm">
            {challenge.emailEnviado && challenge.email
              ? AUTH_TEXTS.codeSentToEmail(challenge.email)
              : AUTH_TEXTS.codeChooseChannel}
          </Text>
          {failure ? <LoginFailureAlert failure={failure} /> : null}
          <TextInput
            ref={codeRef}
            label={AUTH_TEXTS.codeLabel}
            description={AUTH_TEXTS.codeDescription}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            withAsterisk
            size="md"
            styles={{
              input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' },
              description: { color: 'var(--mantine-color-gray-7)' },
            }}
            {...form.getInputProps('code')}
            onChange={(event) =>
              form.setFieldValue('code', event.currentTarget.value.replace(/\D/g, '').slice(0, 6))
            }
          />
          <Button type="submit" size="md" fullWidth loading={busy} aria-busy={busy}>
            {AUTH_TEXTS.verify}
          </Button>
        </Stack>
      </form>
      {canResend ? (
        <>
          <Divider />
          <Stack gap="xs">
            <Stack gap="xs">
              <Button
                variant="light"
                size="sm"
                fullWidth
                disabled={resendDisabled}
                onClick={() => resend(CanalSegundoFator.Email)}
              >
                {AUTH_TEXTS.resendEmail}
              </Button>
              {challenge.telefone ? (
                <Button
                  variant="light"
                  size="sm"
                  fullWidth
                  disabled={resendDisabled}
                  onClick={() => resend(CanalSegundoFator.Sms)}
                >
                  {AUTH_TEXTS.sendSms}
                </Button>
              ) : null}
            </Stack>
            {challenge.telefone ? (
              <Text size="xs" c="gray.7">
                {AUTH_TEXTS.smsTo(challenge.telefone)}
              </Text>
            ) : null}
            <div role="status" aria-live="polite">
              {feedback ? (
                <Text size="sm" c={feedback.ok ? 'teal.9' : 'red.8'} fw={500}>
                  {feedback.message}
                </Text>
              ) : null}
            </div>
            {cooldown > 0 ? (
              <Text size="xs" c="gray.7">
                {AUTH_TEXTS.resendWait(cooldown)}
              </Text>
            ) : null}
          </Stack>
        </>
      ) : null}
      <Button variant="subtle" size="sm" onClick={onBack}>
        {AUTH_TEXTS.back}
      </Button>
    </Stack>
  );
}
