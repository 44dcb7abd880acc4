import { isShipper, Modulo } from '@embarca/domain';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { canAccessRoute } from '../../../lib/access';
import { AREA_ICONS } from '../../../lib/navigation/area-icons';
import { buildMenu } from '../../../lib/navigation/menu';
import { useCurrentRoute } from '../../../lib/navigation/use-current-route';
import { useSession } from '../../../lib/use-session';
import { VisaoGeral } from '../../inicio/components/visao-geral';

function firstName(name: string | null | undefined): string | null {
  return name?.trim().split(/\s+/)[0] || null;
}

/**
 * /home (01 §2): for a shipper, 'Visão geral' with the figures of its loads (when it has the Cargas module,
 * whose data they are); for everyone, a greeting and the areas the token gives access to.
 */
export function HomePage() {
  const session = useSession();
  const route = useCurrentRoute();
  const shipper = isShipper(session?.claims.ownerType);
  const visaoGeral = shipper && canAccessRoute({ modules: [Modulo.Cargas] }, session);
  const groups = buildMenu(session).filter((group) => group.area.key !== 'inicio');
  const name = firstName(session?.claims.name);

  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Text c="gray.7" size="sm" fw={500}>
          {(shipper ? route?.shipperTitle : undefined) ?? route?.title}
        </Text>
        <Title order={1} size="h2">
          {name ? `Olá, ${name}!` : 'Olá!'}
        </Title>
      </div>
      {visaoGeral && <VisaoGeral />}
      {groups.length === 0 ? (
        <Text>Nenhuma área está liberada para o seu usuário. Fale com o administrador da sua empresa.</Text>
      ) : (
        <>
          <Text>Estas são as áreas disponíveis para você:</Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {groups.map(({ area, items }) => {
              const Icon = AREA_ICONS[area.key];
              return (
                <Paper
                  key={area.key}
                  withBorder
                  radius="md"
                  p="md"
                  component="section"
                  aria-label={area.label}
                >
                  <Stack gap={6}>
                    <Text fw={600} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                      <Icon size={20} stroke={1.6} />
                      {area.label}
                    </Text>
                    {items.map((item) => (
                      <Anchor key={item.path} component={Link} to={item.path} size="sm">
                        {item.title}
                      </Anchor>
                    ))}
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
