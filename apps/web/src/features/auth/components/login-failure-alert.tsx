import { Alert, Button } from '@mantine/core';
import { AUTH_TEXTS } from '../auth.texts';
import type { TLoginFailure } from '../login.errors';

export interface LoginFailureAlertProps {
  failure: Exclude<TLoginFailure, { kind: 'secondFactor' }>;
}

function AlertIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
      <path d="M12 8v5M12 16h.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The sign-in error (01 §8), announced to screen readers (role alert). 412 adds the 'Alterar senha'
 * button to the change-password URL of the answer (`/#/new-password?token=…`).
 */
export function LoginFailureAlert({ failure }: LoginFailureAlertProps) {
  return (
    <Alert color="red" variant="light" icon={<AlertIcon />}>
      {failure.message}
      {failure.kind === 'passwordExpired' && failure.changePasswordUrl ? (
        <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          <Button component="a" href={failure.changePasswordUrl} color="red.9" size="sm">
            {AUTH_TEXTS.changePassword}
          </Button>
        </div>
      ) : null}
    </Alert>
  );
}
