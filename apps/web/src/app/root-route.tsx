import { isShipper } from '@embarca/domain';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ACTIVE_BRAND } from '../lib/brand/active-brand';
import { pageTitle } from '../lib/brand/brand';
import { notifyBusinessUnitScope, writeBusinessUnitFilterStatus } from '../lib/business-unit.storage';
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
  const shipper = isShipper(session?.claims.ownerType);
  const title = route ? ((shipper ? route.shipperTitle : undefined) ?? route.title) : undefined;

  useEffect(() => {
    removePageLoader();
  }, []);

  useEffect(() => {
    document.title = pageTitle(ACTIVE_BRAND, title);
    if (route) setMetaDescription(route.description);
  }, [title, route]);

  // The unit filter is on where the route uses it (02 §6), off elsewhere; written while rendering, before
  // the page below computes its queries' keys and headers, and then announced to the subscribers.
  const filterOn = Boolean(route?.useBusinessUnitFilter);
  writeBusinessUnitFilterStatus(filterOn);
  // biome-ignore lint/correctness/useExhaustiveDependencies: announced whenever the route turns it on or off.
  useEffect(() => {
    notifyBusinessUnitScope();
  }, [filterOn]);

  return <Outlet />;
}
