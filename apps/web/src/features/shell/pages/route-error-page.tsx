import { MESSAGES } from '@embarca/domain';
import { HOME_PATH } from '../../../lib/navigation/app-routes';
import { StatusPage } from '../components/status-page';

/** Shown when a route fails to render or its chunk fails to load (e.g. after a new version was deployed). */
export function RouteErrorPage() {
  return (
    <StatusPage title={MESSAGES.unexpected} linkTo={HOME_PATH} linkLabel="Voltar para o início">
      Recarregue a página para tentar novamente.
    </StatusPage>
  );
}
