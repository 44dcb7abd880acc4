import { isShipper } from '@embarca/domain';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ACTIVE_BRAND } from '../lib/brand/active-brand';
import { pageTitle } from '../lib/brand/brand';
import { enableBusinessUnitFilter } from '../lib/business-unit.storage';
import { useCurrentRoute } from '../lib/navigation/use-current-route';
import { useSession } from '../lib/use-session';
import { removePageLoader } from './page-loader';

function setMetaDescription(content: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/** The root of the router: page title and description per route (01 §2), loader removal, unit filter flag. */
export function RootRoute() {
  const route = useCurrentRoute();
  const session = useSession();
  const location = useLocation();
  const shipper = isShipper(session?.claims.ownerType);
  const title = route ? ((shipper ? route.shipperTitle : undefined) ?? route.title) : undefined;

  useEffect(() => {
    removePageLoader();
  }, []);

  useEffect(() => {
    document.title = pageTitle(ACTIVE_BRAND, title);
    if (route) setMetaDescription(route.description);
  }, [title, route]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter turns on after *each* navigation (02 §6).
  useEffect(() => {
    if (route?.useBusinessUnitFilter) enableBusinessUnitFilter();
  }, [route, location.key]);

  return <Outlet />;
}
