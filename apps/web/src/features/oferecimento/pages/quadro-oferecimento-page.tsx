import '@mantine/core/styles/Input.css';
import {
  ETAPA_OFERECIMENTO_LABELS,
  ETAPA_OFERTA_RECEBIDA_LABELS,
  ETAPAS_OFERECIMENTO,
  ETAPAS_OFERTA_RECEBIDA,
  type TCardOferecimento,
  type TCardOfertaRecebida,
  TipoEmpresa,
} from '@embarca/domain';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDrawerNavigation } from '../../../lib/navigation/use-drawer-navigation';
import { PageHeader } from '../../../lib/ui/page-header';
import { QueryError } from '../../../lib/ui/query-state';
import { useSession } from '../../../lib/use-session';
import { useTransportadoras } from '../../frota/veiculos/api/use-transportadoras';
import { useQuadroEmbarcador, useQuadroTransportadora } from '../api/use-oferecimento';
import { MotoristasAceitamSwitch } from '../components/motoristas-aceitam-switch';
import classes from '../components/oferecimento.module.css';
import { CardOferecimento, CardOfertaRecebida } from '../components/quadro-cards';
import { QuadroColuna } from '../components/quadro-coluna';
import { useOferecimentoAoVivo } from '../use-oferecimento-ao-vivo';

/** The drawers the boards open (`?drawer=…`, so a reload keeps them). */
export const drawerDaCarga = (cargaId: string) => `oferecimento/cargas/${cargaId}`;
export const drawerDaOferta = (ofertaId: string) => `oferecimento/ofertas/${ofertaId}`;
export const DRAWER_DOS_GRUPOS = 'oferecimento/grupos';

/** The columns while the first read is on its way (skeletons under the domain's titles). */
const colunasVazias = ETAPAS_OFERECIMENTO.map((etapa) => ({
  etapa,
  titulo: ETAPA_OFERECIMENTO_LABELS[etapa],
  total: 0,
  cards: [] as TCardOferecimento[],
}));
const colunasVaziasRecebidas = ETAPAS_OFERTA_RECEBIDA.map((etapa) => ({
  etapa,
  titulo: ETAPA_OFERTA_RECEBIDA_LABELS[etapa],
  total: 0,
  cards: [] as TCardOfertaRecebida[],
}));

/** The search text kept in the page's URL (`?busca=`), sent 300 ms after the typing pauses. */
function useBusca() {
  const [params, setParams] = useSearchParams();
  const [texto, setTexto] = useState(() => params.get('busca') ?? '');
  const [busca] = useDebouncedValue(texto, 300);
  const mudar = (valor: string) => {
    setTexto(valor);
    setParams(
      (atual) => {
        const novo = new URLSearchParams(atual);
        if (valor.trim()) novo.set('busca', valor);
        else novo.delete('busca');
        return novo;
      },
      { replace: true },
    );
  };
  return { texto, busca, mudar };
}

function CampoBusca({ texto, onChange }: { texto: string; onChange: (valor: string) => void }) {
  return (
    <TextInput
      label="Buscar"
      placeholder="Código da carga ou cidade"
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={texto}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={{ base: '100%', sm: 280 }}
      type="search"
    />
  );
}

function QuadroEmbarcador() {
  const { texto, busca, mudar } = useBusca();
  const [transportadora, setTransportadora] = useState<string | null>(null);
  const transportadoras = useTransportadoras();
  const quadro = useQuadroEmbarcador({ busca, transportadoraEmpresaId: transportadora });
  const { openDrawer } = useDrawerNavigation();
  return (
    <Stack gap="sm">
      <Group align="flex-end" justify="space-between">
        <Group align="flex-end">
          <CampoBusca texto={texto} onChange={mudar} />
          <Select
            label="Transportadora"
            placeholder="Todas"
            clearable
            searchable
            w={{ base: '100%', sm: 260 }}
            data={(transportadoras.data ?? []).map((t) => ({ value: t.id, label: t.nomeFantasia || t.nome }))}
            value={transportadora}
            onChange={setTransportadora}
          />
        </Group>
        <Button
          variant="default"
          leftSection={<IconUsersGroup size={16} aria-hidden="true" />}
          onClick={() => openDrawer(DRAWER_DOS_GRUPOS)}
        >
          Grupos de transportadoras
        </Button>
      </Group>
      {quadro.isError && !quadro.data ? (
        <QueryError error={quadro.error} onRetry={() => void quadro.refetch()} />
      ) : (
        <div className={classes.colunas}>
          {(quadro.data?.colunas ?? colunasVazias).map((coluna) => (
            <QuadroColuna
              key={coluna.etapa}
              id={coluna.etapa}
              titulo={coluna.titulo}
              total={coluna.total}
              cards={coluna.cards}
              carregando={quadro.isPending}
              chave={(card) => card.carga.id}
              renderCard={(card) => (
                <CardOferecimento card={card} onAbrir={() => openDrawer(drawerDaCarga(card.carga.id))} />
              )}
            />
          ))}
        </div>
      )}
    </Stack>
  );
}

function QuadroTransportadora() {
  const { texto, busca, mudar } = useBusca();
  const quadro = useQuadroTransportadora({ busca });
  const { openDrawer } = useDrawerNavigation();
  return (
    <Stack gap="sm">
      <Group align="flex-end" justify="space-between">
        <CampoBusca texto={texto} onChange={mudar} />
        <MotoristasAceitamSwitch />
      </Group>
      {quadro.isError && !quadro.data ? (
        <QueryError error={quadro.error} onRetry={() => void quadro.refetch()} />
      ) : (
        <div className={classes.colunas}>
          {(quadro.data?.colunas ?? colunasVaziasRecebidas).map((coluna) => (
            <QuadroColuna
              key={coluna.etapa}
              id={coluna.etapa}
              titulo={coluna.titulo}
              total={coluna.total}
              cards={coluna.cards}
              carregando={quadro.isPending}
              chave={(card) => card.ofertaId}
              renderCard={(card) => (
                <CardOfertaRecebida card={card} onAbrir={() => openDrawer(drawerDaOferta(card.ofertaId))} />
              )}
            />
          ))}
        </div>
      )}
    </Stack>
  );
}

/**
 * /oferecimento/quadro (issue 20): a shipper company sees its loads on offer (a ofertar → contratadas), a
 * carrier company the offers it received (aguardando minha resposta → ganhas). Live through the
 * notification hub (CARGA_OFERECIMENTO) and every 30 s.
 */
export function QuadroOferecimentoPage() {
  const transportadora = useSession()?.claims.ownerType === TipoEmpresa.Transportadora;
  useOferecimentoAoVivo();
  return (
    <Stack gap="md">
      <PageHeader
        title="Quadro de oferecimento"
        description={
          transportadora
            ? 'Ofertas de cargas recebidas: aceite, contraproponha ou recuse.'
            : 'Ofereça cargas às transportadoras e acompanhe as negociações.'
        }
      />
      {transportadora ? <QuadroTransportadora /> : <QuadroEmbarcador />}
    </Stack>
  );
}
