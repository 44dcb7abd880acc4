import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Alert.css';
import {
  AUTH_MESSAGES,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_STRENGTH_THRESHOLD,
  passwordProblem,
  passwordStrength,
  requiredMessage,
} from '@embarca/domain';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { HOME_PATH, LOGIN_PATH } from '../../../lib/navigation/app-routes';
import { saveSessionToken } from '../../../lib/session';
import { loadAuthUser } from '../api/load-auth-user';
import { useNewPassword } from '../api/use-new-password';
import { AUTH_TEXTS } from '../auth.texts';
import { AuthLayout } from '../components/auth-layout';
import { PasswordStrengthMeter } from '../components/password-strength-meter';

/** 01 §4 "Password save success: show the success message, load user info after 500 ms, go to /home". */
export const USER_LOAD_DELAY_MS = 500;

interface TToggleProps {
  visible: boolean;
  onVisibilityChange: (visible: boolean) => void;
  visibilityToggleFocusable: true;
  visibilityToggleButtonProps: Record<string, unknown>;
}

function useVisibilityToggle(): TToggleProps {
  const [visible, setVisible] = useState(false);
  return {
    visible,
    onVisibilityChange: setVisible,
    visibilityToggleFocusable: true,
    visibilityToggleButtonProps: {
      'aria-label': visible ? AUTH_TEXTS.hidePassword : AUTH_TEXTS.showPassword,
      'aria-pressed': visible,
    },
  };
}

/** 400 and 404 carry a message to show; anything else is 'Erro inesperado. Tente novamente mais tarde.' */
function saveFailureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
    return (
      (error.messages.length > 0 ? error.messages.join(', ') : error.message) ||
      MESSAGES.passwordSaveUnexpected
    );
  }
  return MESSAGES.passwordSaveUnexpected;
}

interface NewPasswordFormProps {
  token: string;
  creation: boolean;
}

function NewPasswordForm({ token, creation }: NewPasswordFormProps) {
  const navigate = useNavigate();
  const save = useNewPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [passwordTouched, setPasswordTouched] = useState(false);
  const [confirmationTouched, setConfirmationTouched] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const passwordToggle = useVisibilityToggle();
  const confirmationToggle = useVisibilityToggle();

  useEffect(() => {
    passwordRef.current?.focus();
  }, []);

  const strength = passwordStrength(password);
  const lengthOk = password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
  const passwordError = !passwordTouched
    ? null
    : password === ''
      ? requiredMessage(AUTH_TEXTS.newPasswordLabel)
      : lengthOk
        ? null
        : MESSAGES.passwordLength;
  const confirmationError =
    confirmation !== '' && confirmation !== password
      ? MESSAGES.passwordsNotEqual
      : confirmationTouched && confirmation === ''
        ? requiredMessage(AUTH_TEXTS.confirmPasswordLabel)
        : null;
  const weakHint =
    password !== '' && strength < PASSWORD_STRENGTH_THRESHOLD
      ? passwordProblem(password) === 'common'
        ? AUTH_MESSAGES.passwordCommon
        : AUTH_MESSAGES.passwordWeak
      : null;
  const valid =
    token !== '' && lengthOk && confirmation === password && strength >= PASSWORD_STRENGTH_THRESHOLD;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || save.isPending || saved) return;
    setFailure(undefined);
    try {
      const answer = await save.mutateAsync({ recoveryToken: token, newPassword: password });
      const signedIn = saveSessionToken(answer) !== null;
      setSaved(true);
      notifications.show({
        message: creation ? MESSAGES.passwordCreated : MESSAGES.passwordChanged,
        color: 'teal',
        withBorder: true,
        closeButtonProps: { 'aria-label': AUTH_TEXTS.closeNotification },
      });
      window.setTimeout(async () => {
        if (signedIn) await loadAuthUser();
        navigate(signedIn ? HOME_PATH : LOGIN_PATH, { replace: true });
      }, USER_LOAD_DELAY_MS);
    } catch (error) {
      setFailure(saveFailureMessage(error));
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={creation ? AUTH_TEXTS.newPasswordCreateHeading : AUTH_TEXTS.newPasswordChangeHeading}
    >
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light">
            {failure}
          </Alert>
        ) : null}
        <PasswordInput
          ref={passwordRef}
          label={AUTH_TEXTS.newPasswordLabel}
          placeholder={MESSAGES.passwordPlaceholder}
          autoComplete="new-password"
          withAsterisk
          size="md"
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          onBlur={() => setPasswordTouched(true)}
          error={passwordError}
          {...passwordToggle}
        />
        <PasswordStrengthMeter strength={strength} />
        {weakHint ? (
          <Text size="sm" c="orange.9" mt={-6}>
            {weakHint}
          </Text>
        ) : null}
        <PasswordInput
          label={AUTH_TEXTS.confirmPasswordLabel}
          autoComplete="new-password"
          withAsterisk
          size="md"
          maxLength={PASSWORD_MAX_LENGTH}
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
          onBlur={() => setConfirmationTouched(true)}
          error={confirmationError}
          {...confirmationToggle}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={!valid || saved}
          loading={save.isPending || saved}
          aria-busy={save.isPending || saved}
        >
          {creation ? AUTH_TEXTS.submitCreate : AUTH_TEXTS.submitChange}
        </Button>
        <Anchor component={Link} to={LOGIN_PATH} size="sm" fw={500} ta="center">
          {AUTH_TEXTS.backToLogin}
        </Anchor>
      </Stack>
    </form>
  );
}

/**
 * Password creation or change (01 §2, §5): /new-password?token=…&creation=true|false. The token comes
 * from the recovery mail, the 412 answer or a creation invite; without it, a way to ask for a new link.
 */
export function NewPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const creation = searchParams.get('creation') === 'true';
  const heading = creation ? AUTH_TEXTS.newPasswordCreateHeading : AUTH_TEXTS.newPasswordChangeHeading;

  if (token === '') {
    return (
      <AuthLayout heading={heading}>
        <Stack gap="md">
          <Alert color="red" variant="light" title={AUTH_TEXTS.missingTokenTitle}>
            {AUTH_MESSAGES.recoveryTokenInvalid}
          </Alert>
          <Button component={Link} to="/forgot-password" size="md" fullWidth>
            {AUTH_TEXTS.requestNewLink}
          </Button>
          <Anchor component={Link} to={LOGIN_PATH} size="sm" fw={500} ta="center">
            {AUTH_TEXTS.backToLogin}
          </Anchor>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout heading={heading} intro={AUTH_TEXTS.newPasswordIntro}>
      <NewPasswordForm token={token} creation={creation} />
    </AuthLayout>
  );
}
