import { isOfertaEmNegociacao, Modulo, type TCargaDetails, TipoEmpresa } from '@embarca/domain';
import { Stack, Text } from '@mantine/core';
import { canAccessRoute } from '../../../lib/access';
import { QueryPending } from '../../../lib/ui/query-state';
import { useSession } from '../../../lib/use-session';
import { useOferecimentoDaCarga, useOferta } from '../../oferecimento/api/use-oferecimento';
import { OferecimentoDaCarga } from '../../oferecimento/components/oferecimento-carga';
import { OfertaNegociacao } from '../../oferecimento/components/oferta-negociacao';
import { CargaDetalhesLayout } from './carga-detalhes-layout';
import { TransportadorasTabela } from './transportadoras-tabela';

/** Without the Oferecimento module (the API's offering calls need it): the offers in progress, read-only. */
function NegociacoesSomenteLeitura({ carga }: { carga: TCargaDetails }) {
  const emAndamento = carga.transportadoras.filter((oferta) => isOfertaEmNegociacao(oferta.situacao));
  if (emAndamento.length === 0) return <Text size="sm">Nenhuma negociação em andamento.</Text>;
  return (
    <TransportadorasTabela
      transportadoras={emAndamento}
      rotulo={`Negociações da carga ${carga.codigo}`}
      comDatas
    />
  );
}

/** The shipper: every offer of the load with its thread and the answers its turn allows (offering is the board's). */
function NegociacoesDoEmbarcador({ carga }: { carga: TCargaDetails }) {
  const dados = useOferecimentoDaCarga(carga.id);
  if (!dados.data) return <QueryPending query={dados} />;
  return <OferecimentoDaCarga dados={dados.data} comFormulario={false} />;
}

/** A carrier: its own offer of the load (the details list only its own), with its thread and answers. */
function NegociacaoDaTransportadora({ carga }: { carga: TCargaDetails }) {
  const propria =
    carga.transportadoras.find((oferta) => isOfertaEmNegociacao(oferta.situacao)) ?? carga.transportadoras[0];
  const oferta = useOferta(propria?.ofertaId ?? null);
  if (!propria) return <Text size="sm">Nenhuma negociação em andamento.</Text>;
  if (!oferta.data) return <QueryPending query={oferta} />;
  return <OfertaNegociacao oferta={oferta.data} lado="transportadora" />;
}

function Negociacoes({ carga }: { carga: TCargaDetails }) {
  const session = useSession();
  if (!canAccessRoute({ modules: [Modulo.Oferecimento] }, session))
    return <NegociacoesSomenteLeitura carga={carga} />;
  return (
    <Stack gap="sm">
      {session?.claims.ownerType === TipoEmpresa.Transportadora ? (
        <NegociacaoDaTransportadora carga={carga} />
      ) : (
        <NegociacoesDoEmbarcador carga={carga} />
      )}
    </Stack>
  );
}

/**
 * Drawer `cargas/detalhes/{cargaId}/negociacao` (02 §2; the menu offers it outside lots, with negotiations):
 * the negotiation threads of the offering board (issue 20), actionable by the side whose turn it is.
 */
export function CargaNegociacaoDrawer() {
  return (
    <CargaDetalhesLayout tab="negociacao">{(carga) => <Negociacoes carga={carga} />}</CargaDetalhesLayout>
  );
}
