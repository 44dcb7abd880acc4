import { HOME_PATH } from '../../../lib/navigation/app-routes';
import { StatusPage } from '../components/status-page';

export function NotFoundPage() {
  return (
    <StatusPage title="Página não encontrada" linkTo={HOME_PATH} linkLabel="Voltar para o início">
      O endereço acessado não existe ou foi removido.
    </StatusPage>
  );
}
