import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ACTIVE_BRAND } from '../lib/brand/active-brand';
import { createQueryClient } from './query-client';
import { createBrandTheme, cssVariablesResolver } from './theme';

const NotificationsHost = lazy(() =>
  import('./notifications-host').then((module) => ({ default: module.NotificationsHost })),
);

const theme = createBrandTheme(ACTIVE_BRAND);

export interface AppProvidersProps {
  children: ReactNode;
}

export function AppProviders({ children }: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
