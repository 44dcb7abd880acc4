import { Alert, Anchor } from '@mantine/core';
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

/** The sign-in error (01 §8), announced to screen readers (role alert). */
export function LoginFailureAlert({ failure }: LoginFailureAlertProps) {
  return (
    <Alert color="red" variant="light" icon={<AlertIcon />}>
      {failure.message}
      {failure.kind === 'passwordExpired' && failure.changePasswordUrl ? (
        <>
          {' '}
          <Anchor href={failure.changePasswordUrl} c="red.9" fw={600} inherit underline="always">
            Alterar senha
          </Anchor>
        </>
      ) : null}
    </Alert>
  );
}
