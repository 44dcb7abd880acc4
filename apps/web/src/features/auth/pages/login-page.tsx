import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Center.css';
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnTo } from '../../../lib/navigation/return-to';
import { clearSession, getActiveSession, mustAcceptTerms } from '../../../lib/session';
import { loadAuthUser } from '../api/load-auth-user';
import { AUTH_TEXTS } from '../auth.texts';
import { AuthLayout } from '../components/auth-layout';
import { PasswordStep, type TCredentials } from '../components/password-step';
import type { TSecondFactorChallenge } from '../login.errors';

// The second factor and the terms of use are rare: their chunks load only when needed.
const SecondFactorStep = lazy(() =>
  import('../components/second-factor-step').then((module) => ({ default: module.SecondFactorStep })),
);
const TermsStep = lazy(() =>
  import('../components/terms-step').then((module) => ({ default: module.TermsStep })),
);

type TLoginStep =
  | { kind: 'password' }
  | { kind: 'secondFactor'; credentials: TCredentials; challenge: TSecondFactorChallenge }
  | { kind: 'terms' };

const HEADINGS: Record<TLoginStep['kind'], { heading: string; intro: string }> = {
  password: { heading: AUTH_TEXTS.signInHeading, intro: AUTH_TEXTS.signInIntro },
  secondFactor: { heading: AUTH_TEXTS.secondFactorHeading, intro: AUTH_TEXTS.secondFactorIntro },
  terms: { heading: AUTH_TEXTS.termsHeading, intro: AUTH_TEXTS.termsIntro },
};

function initialStep(): TLoginStep {
  // Signed in but the terms are still pending (e.g. after a password change): go straight to them.
  return getActiveSession() && mustAcceptTerms() ? { kind: 'terms' } : { kind: 'password' };
}

function StepFallback() {
  return (
    <Center py="xl">
      <Loader size="sm" role="status" aria-label="Carregando" />
    </Center>
  );
}

/**
 * Sign-in (01 §2, §8): e-mail and password; the second-factor code when the server asks (424); the
 * terms of use when the user has not accepted them; then the page the user was going to (`returnTo`).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<TLoginStep>(initialStep);
  const returnTo = safeReturnTo(searchParams.get('returnTo'));

  const goOn = () => navigate(returnTo, { replace: true });

  /** After the token is stored: load the user, then the terms step or the destination. */
  const onSignedIn = async () => {
    const user = await loadAuthUser();
    if (user?.aceiteTermoUso === false) setStep({ kind: 'terms' });
    else goOn();
  };

  const { heading, intro } = HEADINGS[step.kind];
  return (
    <AuthLayout heading={heading} intro={intro}>
      {step.kind === 'password' ? (
        <PasswordStep
          onSignedIn={onSignedIn}
          onSecondFactor={(credentials, challenge) =>
            setStep({ kind: 'secondFactor', credentials, challenge })
          }
        />
      ) : (
        <Suspense fallback={<StepFallback />}>
          {step.kind === 'secondFactor' ? (
            <SecondFactorStep
              credentials={step.credentials}
              challenge={step.challenge}
              onSignedIn={onSignedIn}
              onBack={() => setStep({ kind: 'password' })}
            />
          ) : (
            <TermsStep
              onAccepted={goOn}
              onDeclined={() => {
                clearSession();
                setStep({ kind: 'password' });
              }}
            />
          )}
        </Suspense>
      )}
    </AuthLayout>
  );
}
