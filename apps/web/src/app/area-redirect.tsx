import { Navigate } from 'react-router';
import { LOGIN_PATH, type TAreaKey, UNAUTHORIZED_PATH } from '../lib/navigation/app-routes';
import { firstAccessiblePath } from '../lib/navigation/menu';
import { useSession } from '../lib/use-session';

export interface AreaRedirectProps {
  area: TAreaKey;
}

/** `/frota` and the other group prefixes open the group's first page the user may open. */
export function AreaRedirect({ area }: AreaRedirectProps) {
  const session = useSession();
  if (!session) return <Navigate to={LOGIN_PATH} replace />;
  return <Navigate to={firstAccessiblePath(session, area) ?? UNAUTHORIZED_PATH} replace />;
}
