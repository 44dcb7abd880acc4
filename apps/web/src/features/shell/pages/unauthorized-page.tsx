import { MESSAGES } from '@embarca/domain';
import { HOME_PATH } from '../../../lib/navigation/app-routes';
import { StatusPage } from '../components/status-page';

export function UnauthorizedPage() {
  return (
    <StatusPage title={MESSAGES.forbidden} linkTo={HOME_PATH} linkLabel="Voltar para o início">
      Seu usuário não tem permissão para acessar esta área. Se precisar dela, fale com o administrador da sua
      empresa.
    </StatusPage>
  );
}
