import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Alert.css';
import { AUTH_MESSAGES, MESSAGES, type TRecoveryRequest, ZRecoveryRequest } from '@embarca/domain';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { LOGIN_PATH } from '../../../lib/navigation/app-routes';
import { schemaErrors } from '../../../lib/schema-form';
import { useRecovery } from '../api/use-recovery';
import { AUTH_TEXTS } from '../auth.texts';
import { AuthLayout } from '../components/auth-layout';

/**
 * Password recovery (01 §2, §7): the e-mail address; the server always gives the same neutral answer
 * (no account enumeration) and mails a link to /new-password when the account exists.
 */
export function ForgotPasswordPage() {
  const recovery = useRecovery();
  const [sent, setSent] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const emailRef = useRef<HTMLInputElement>(null);
  const form = useForm<TRecoveryRequest>({ mode: 'controlled', initialValues: { email: '' } });

  useEffect(() => {
    emailRef.current?.focus();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = schemaErrors(ZRecoveryRequest, form.getValues());
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      emailRef.current?.focus();
      return;
    }
    setFailure(undefined);
    try {
      const answer = await recovery.mutateAsync(ZRecoveryRequest.parse(form.getValues()));
      setSent(answer?.message || AUTH_MESSAGES.recoverySent);
    } catch (error) {
      setFailure((error instanceof ApiError && error.message) || MESSAGES.unexpected);
    }
  };

  return (
    <AuthLayout heading={AUTH_TEXTS.forgotHeading} intro={AUTH_TEXTS.forgotIntro}>
      <form onSubmit={submit} noValidate aria-label={AUTH_TEXTS.forgotHeading}>
        <Stack gap="md">
          <div role="status">
            {sent ? (
              <Alert color="teal" variant="light">
                {sent}
              </Alert>
            ) : null}
          </div>
          {failure ? (
            <Alert color="red" variant="light">
              {failure}
            </Alert>
          ) : null}
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
            {...form.getInputProps('email')}
          />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={recovery.isPending}
            aria-busy={recovery.isPending}
          >
            {AUTH_TEXTS.forgotSubmit}
          </Button>
          <Anchor component={Link} to={LOGIN_PATH} size="sm" fw={500} ta="center">
            {AUTH_TEXTS.backToLogin}
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
