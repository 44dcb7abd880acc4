import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Anchor.css';
import { Modulo } from '@embarca/domain';
import { Anchor, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { sessionModules } from '../../../../lib/access';
import { QueryPending } from '../../../../lib/ui/query-state';
import { useSession } from '../../../../lib/use-session';
import { useMinutas } from '../../formar-cargas/api/use-formar-cargas';

export const ROTEIRIZADOR_PATH = '/formacao/roteirizador';
/** The planner's query parameters the drawer fills: the draft and the plan's name. */
export const PARAMETRO_MINUTA = 'minutaId';
export const PARAMETRO_NOME = 'nome';

/** The planner's URL with the draft (and the plan's name) chosen. */
export function caminhoDoRoteirizador(minutaId: string | null, nome: string): string {
  const params = new URLSearchParams();
  if (minutaId) params.set(PARAMETRO_MINUTA, minutaId);
  if (nome.trim()) params.set(PARAMETRO_NOME, nome.trim());
  const texto = params.toString();
  return texto ? `${ROTEIRIZADOR_PATH}?${texto}` : ROTEIRIZADOR_PATH;
}

/**
 * Drawer `formacao/roteirizador/planos/new` (quick create 'Plano de rota'): the plan's name and the draft
 * whose orders to route; 'Continuar' opens the planner with them chosen (the plan is saved there, after
 * routing).
 */
export function NovoPlanoDrawer() {
  const navigate = useNavigate();
  const session = useSession();
  const temFormacao = (session ? sessionModules(session) : []).some(
    (modulo) => modulo.toLowerCase() === Modulo.Formacao.toLowerCase(),
  );
  const minutas = useMinutas({ enabled: temFormacao });
  const [nome, setNome] = useState('');
  const [minutaId, setMinutaId] = useState<string | null>(null);
  const lista = minutas.data?.items ?? [];

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        navigate(caminhoDoRoteirizador(minutaId, nome));
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          O plano de rota é montado no roteirizador: escolha a minuta cujos pedidos serão roteirizados e
          continue; depois de roteirizar, use “Salvar plano”.
        </Text>
        <TextInput
          label="Nome do plano"
          value={nome}
          maxLength={120}
          onChange={(event) => setNome(event.currentTarget.value)}
        />
        {!temFormacao ? (
          <Text size="sm" c="gray.7">
            As minutas são do módulo Formação de cargas, que o seu usuário não tem.
          </Text>
        ) : minutas.data ? (
          <Select
            label="Minuta"
            placeholder={lista.length === 0 ? 'Nenhuma minuta aberta' : 'Escolha a minuta'}
            data={lista.map((minuta) => ({
              value: minuta.id,
              label: `Minuta ${minuta.numero} (${minuta.pedidos.length} ${minuta.pedidos.length === 1 ? 'pedido' : 'pedidos'})`,
            }))}
            value={minutaId}
            onChange={setMinutaId}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <QueryPending query={minutas} />
        )}
        <Group justify="space-between">
          <Anchor component={Link} to={ROTEIRIZADOR_PATH} size="sm">
            Abrir o roteirizador
          </Anchor>
          <Button type="submit">Continuar no roteirizador</Button>
        </Group>
      </Stack>
    </form>
  );
}
