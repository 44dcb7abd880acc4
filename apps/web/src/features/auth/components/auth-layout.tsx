import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../shell/components/brand-logo';
import classes from './auth-layout.module.css';

export interface AuthLayoutProps {
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in and password screens: brand panel (wide screens) and one card. */
export function AuthLayout({ heading, intro, children }: AuthLayoutProps) {
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
            {heading}
          </Title>
          {intro ? (
            <Text c="gray.7" size="sm" mt={4} mb="lg">
              {intro}
            </Text>
          ) : (
            <div style={{ height: 'var(--mantine-spacing-lg)' }} />
          )}
          {children}
        </Paper>
      </main>
    </div>
  );
}
