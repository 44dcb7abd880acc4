import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { DrawerOutlet } from '../app/drawer-outlet';
import { renderRoutes } from './render-app';

function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

/**
 * The app's side drawer (the composition root's drawer outlet) opened at `drawer` over the loads board,
 * as a link or a card menu opens it: `#/cargas/minhas-cargas?drawer=<drawer>`. Returns the router.
 */
export function renderDrawer(drawer: string) {
  return renderRoutes(
    [
      {
        path: '/cargas/minhas-cargas',
        element: (
          <>
            <SearchProbe />
            <DrawerOutlet />
          </>
        ),
      },
    ],
    `/cargas/minhas-cargas?drawer=${drawer}`,
  );
}

/** The search string of the current URL ('' once the drawer closed and nothing else is left). */
export const currentSearch = () => screen.getByTestId('search').textContent ?? '';
