import { CaracteristicaFormDrawer } from '../../configuracoes/components/caracteristica-form-drawer';
import { EmpresaFormDrawer } from '../../configuracoes/components/empresa-form-drawer';
import { UnidadeFormDrawer } from '../../configuracoes/components/unidade-form-drawer';
import { UsuarioFormDrawer } from '../../configuracoes/components/usuario-form-drawer';
import { MotoristaFormDrawer } from '../../frota/motoristas/components/motorista-form-drawer';
import { VeiculoFormDrawer } from '../../frota/veiculos/components/veiculo-form-drawer';
import type { TFormularioCriacao } from '../catalogo';

export interface FormularioCriacaoProps {
  formulario: TFormularioCriacao;
  opened: boolean;
  onClose: () => void;
}

/**
 * The settings screens' create forms, opened from the quick-create catalogue over the current page: the
 * same drawers, validation and calls as in Configurações (a new record: no record passed in).
 */
export function FormularioCriacao({ formulario, opened, onClose }: FormularioCriacaoProps) {
  switch (formulario.tipo) {
    case 'empresa':
      return <EmpresaFormDrawer opened={opened} empresa={null} onClose={onClose} />;
    case 'unidade':
      return <UnidadeFormDrawer opened={opened} unidade={null} onClose={onClose} />;
    case 'usuario':
      return <UsuarioFormDrawer opened={opened} usuario={null} onClose={onClose} />;
    case 'motorista':
      return <MotoristaFormDrawer opened={opened} motorista={null} onClose={onClose} />;
    case 'veiculo':
      return <VeiculoFormDrawer opened={opened} veiculo={null} onClose={onClose} />;
    case 'caracteristica':
      return (
        <CaracteristicaFormDrawer
          opened={opened}
          caracteristica={null}
          onClose={onClose}
          novo={{
            tipo: formulario.caracteristica,
            ...(formulario.comportamento ? { comportamentoOferecimento: formulario.comportamento } : {}),
          }}
        />
      );
  }
}
