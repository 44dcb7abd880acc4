import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Alert.css';
import { Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TRedirectState } from '../../../app/route-gate';
import { HOME_PATH } from '../../../app/routes';
import { BrandLogo } from '../../shell/components/brand-logo';
import { PasswordStep, type TCredentials } from '../components/password-step';
import { SecondFactorStep } from '../components/second-factor-step';
import type { TSecondFactorChallenge } from '../login.errors';
import classes from './login-page.module.css';

function redirectTarget(state: unknown): string {
  const from = (state as TRedirectState | null)?.from;
  if (!from || from.pathname === '/login') return HOME_PATH;
  return `${from.pathname}${from.search}`;
}

/** Sign-in (01 §2, §8): e-mail and password, then the second-factor code when the server asks for it. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [challenge, setChallenge] = useState<{ credentials: TCredentials; target: TSecondFactorChallenge }>();

  const onSignedIn = () => navigate(redirectTarget(location.state), { replace: true });

  return (
    <div className={classes.root}>
      <aside className={classes.brandPanel} aria-hidden="true">
        <BrandLogo size={40} inverted textColor="#fff" />
        <div>
          <p className={classes.brandTagline}>Gestão de fretes e logística, do pedido à entrega.</p>
          <p className={classes.brandText}>
            Cargas, oferecimento a transportadoras, cross-docking, agendamento de docas e auditoria de fretes
            em um só lugar.
          </p>
        </div>
        <Text size="sm" c="rgba(255,255,255,0.9)">
          Acesso para embarcadores e transportadoras.
        </Text>
      </aside>
      <main className={classes.formColumn}>
        <Paper className={classes.card} withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <div className={classes.cardLogo}>
            <BrandLogo size={36} />
          </div>
          <Title order={1} size="h2">
            {challenge ? 'Verificação em duas etapas' : 'Acesse sua conta'}
          </Title>
          <Text c="gray.7" size="sm" mt={4} mb="lg">
            {challenge
              ? 'Informe o código de verificação para concluir o acesso.'
              : 'Entre com o e-mail e a senha cadastrados.'}
          </Text>
          {challenge ? (
            <SecondFactorStep
              credentials={challenge.credentials}
              challenge={challenge.target}
              onSignedIn={onSignedIn}
              onBack={() => setChallenge(undefined)}
            />
          ) : (
            <PasswordStep
              onSignedIn={onSignedIn}
              onSecondFactor={(credentials, target) => setChallenge({ credentials, target })}
            />
          )}
        </Paper>
      </main>
    </div>
  );
}
