import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/SegmentedControl.css';
import type { TMotoristaEntrarResponse } from '@embarca/domain';
import { Button, Container, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import {
  MensagensDoMotorista,
  useConversasDoMotorista,
} from '../../mensagens/components/mensagens-do-motorista';
import {
  OfertasDoMotorista,
  useOfertasDoMotorista,
} from '../../oferecimento/components/ofertas-do-motorista';
import { BrandLogo } from '../../shell/components/brand-logo';
import {
  encerrarSessaoMotorista,
  guardarSessaoMotorista,
  lerSessaoMotorista,
  type TSessaoMotorista,
} from './api/sessao-motorista';
import { DetalheDaCarga, ListaDeCargas } from './components/cargas-do-motorista';
import { EntradaMotorista } from './components/entrada-motorista';

/**
 * /motorista (issue 18), public and phone-first: the driver signs in with the CPF and a one-time code, then
 * sees the loads allocated to them (of every company that registered their CPF) and one load's route.
 */
export function AcessoMotoristaPage() {
  const [sessao, setSessao] = useState<TSessaoMotorista | null>(() => lerSessaoMotorista());
  const [cargaId, setCargaId] = useState<string | null>(null);
  const [area, setArea] = useState<Area>('cargas');
  const [conversaId, setConversaId] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const sair = () => {
    encerrarSessaoMotorista();
    queryClient.removeQueries({ queryKey: ['motorista'] });
    setCargaId(null);
    setSessao(null);
  };

  // A session the server no longer accepts (expired, driver deactivated) goes back to the sign-in.
  useEffect(() => {
    return queryClient.getQueryCache().subscribe((event) => {
      const error = event.query.state.error;
      if (event.query.queryKey[0] === 'motorista' && error instanceof ApiError && error.status === 401)
        sair();
    });
  });

  if (!sessao) {
    return (
      <EntradaMotorista
        onEntrar={(nova: TMotoristaEntrarResponse) => {
          guardarSessaoMotorista(nova);
          setSessao(nova);
        }}
      />
    );
  }

  return (
    <Container size={480} px="md" py="md" component="main">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <BrandLogo size={28} />
          <Button variant="subtle" leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={sair}>
            Sair
          </Button>
        </Group>
        <div>
          <Title order={1} size="h3">
            Olá, {sessao.nome.split(' ')[0]}!
          </Title>
          <Text size="sm" c="gray.7">
            {sessao.cadastros.length > 1
              ? `Cargas das empresas ${sessao.cadastros.map((c) => c.empresa).join(', ')}.`
              : `Cargas de ${sessao.cadastros[0]?.empresa ?? 'sua empresa'}.`}
          </Text>
        </div>
        <AreasDoMotorista token={sessao.token} area={area} onArea={setArea} />
        {area === 'mensagens' ? (
          <MensagensDoMotorista token={sessao.token} conversaId={conversaId} onAbrir={setConversaId} />
        ) : area === 'ofertas' ? (
          <OfertasDoMotorista token={sessao.token} />
        ) : cargaId ? (
          <DetalheDaCarga token={sessao.token} id={cargaId} onVoltar={() => setCargaId(null)} />
        ) : (
          <ListaDeCargas token={sessao.token} onAbrir={setCargaId} />
        )}
      </Stack>
    </Container>
  );
}

type Area = 'cargas' | 'ofertas' | 'mensagens';

/**
 * Cargas | Ofertas | Mensagens (issue 20), with the unread count of the driver's conversations; 'Ofertas'
 * only when the driver's carrier lets drivers accept its offers (and there are some).
 */
function AreasDoMotorista({
  token,
  area,
  onArea,
}: {
  token: string;
  area: Area;
  onArea: (area: Area) => void;
}) {
  const conversas = useConversasDoMotorista(token);
  const ofertas = useOfertasDoMotorista(token);
  const abertas = ofertas.data?.length ?? 0;
  const naoLidas = (conversas.data ?? []).reduce((soma, conversa) => soma + conversa.naoLidas, 0);
  return (
    <SegmentedControl
      fullWidth
      aria-label="Área"
      value={area}
      onChange={(value) => onArea(value as Area)}
      data={[
        { value: 'cargas', label: 'Cargas' },
        ...(abertas > 0 || area === 'ofertas' ? [{ value: 'ofertas', label: `Ofertas (${abertas})` }] : []),
        {
          value: 'mensagens',
          label: naoLidas > 0 ? `Mensagens (${naoLidas > 99 ? '99+' : naoLidas})` : 'Mensagens',
        },
      ]}
    />
  );
}
