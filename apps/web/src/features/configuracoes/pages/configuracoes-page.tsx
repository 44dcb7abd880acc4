import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { CaracteristicasSection } from '../components/caracteristicas-section';
import { EmpresasSection } from '../components/empresas-section';
import { LookupsSection } from '../components/lookups-section';
import { PreferenciasSection } from '../components/preferencias-section';
import { UnidadesSection } from '../components/unidades-section';
import { UsuariosSection } from '../components/usuarios-section';
import {
  CONFIG_SECTIONS,
  DEFAULT_SECTION,
  isConfigSection,
  type TConfigSection,
} from '../configuracoes.texts';

const SECTION_COMPONENTS: Record<TConfigSection, () => React.JSX.Element> = {
  empresas: EmpresasSection,
  'unidades-negocio': UnidadesSection,
  usuarios: UsuariosSection,
  'cadastros-auxiliares': LookupsSection,
  caracteristicas: CaracteristicasSection,
  preferencias: PreferenciasSection,
};

/** /configuracoes (01 §2, Administrador): the admin sections as tabs, the current one kept in `?secao=`. */
export function ConfiguracoesPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('secao');
  const secao: TConfigSection = isConfigSection(requested) ? requested : DEFAULT_SECTION;
  const select = (value: string | null) => {
    if (!isConfigSection(value)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('secao', value);
        return next;
      },
      { replace: true },
    );
  };
  const Section = SECTION_COMPONENTS[secao];
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Configurações
        </Title>
        <Text c="gray.7" size="sm">
          Empresas, unidades de negócio, usuários, cadastros auxiliares, características e preferências.
        </Text>
      </div>
      <Tabs value={secao} onChange={select} keepMounted={false}>
        <Tabs.List>
          {CONFIG_SECTIONS.map((section) => (
            <Tabs.Tab key={section.secao} value={section.secao}>
              {section.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CONFIG_SECTIONS.map((section) => (
          <Tabs.Panel key={section.secao} value={section.secao} pt="md">
            {section.secao === secao ? <Section /> : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
