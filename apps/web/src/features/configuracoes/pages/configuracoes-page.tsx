import '@mantine/core/styles/Stack.css';
import { Stack } from '@mantine/core';
import { PageHeader } from '../../../lib/ui/page-header';
import { SectionTabs, type TPageSection } from '../../../lib/ui/section-tabs';
import { CaracteristicasSection } from '../components/caracteristicas-section';
import { EmpresasSection } from '../components/empresas-section';
import { LookupsSection } from '../components/lookups-section';
import { PreferenciasSection } from '../components/preferencias-section';
import { UnidadesSection } from '../components/unidades-section';
import { UsuariosSection } from '../components/usuarios-section';

/** The sections of /configuracoes (01 §2, §7) in tab order. */
const SECTIONS: readonly TPageSection[] = [
  { secao: 'empresas', label: 'Empresas', Component: EmpresasSection },
  { secao: 'unidades-negocio', label: 'Unidades de negócio', Component: UnidadesSection },
  { secao: 'usuarios', label: 'Usuários', Component: UsuariosSection },
  { secao: 'cadastros-auxiliares', label: 'Cadastros auxiliares', Component: LookupsSection },
  { secao: 'caracteristicas', label: 'Características', Component: CaracteristicasSection },
  { secao: 'preferencias', label: 'Preferências', Component: PreferenciasSection },
];

/** /configuracoes (01 §2, Administrador): the admin sections as tabs, the current one kept in `?secao=`. */
export function ConfiguracoesPage() {
  return (
    <Stack gap="md">
      <PageHeader
        title="Configurações"
        description="Empresas, unidades de negócio, usuários, cadastros auxiliares, características e preferências."
      />
      <SectionTabs sections={SECTIONS} />
    </Stack>
  );
}
