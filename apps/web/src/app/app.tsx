import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { appRouter } from './router';

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={appRouter} />
    </AppProviders>
  );
}
