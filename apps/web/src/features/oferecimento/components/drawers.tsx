import type { TOfertaDetalhe } from '@embarca/domain';
import { Stack, Text } from '@mantine/core';
import { ApiError } from '../../../lib/api-client';
import { useDrawerRouteParam } from '../../../lib/navigation/use-drawer-param';
import { QueryPending } from '../../../lib/ui/query-state';
import { moeda } from '../../tabela-frete/formato';
import { useOferecimentoDaCarga, useOferta } from '../api/use-oferecimento';
import { OferecimentoDaCarga } from './oferecimento-carga';
import { OfertaNegociacao } from './oferta-negociacao';
import { PrazoTexto } from './prazo-texto';
import { ResumoDaCarga } from './resumo-da-carga';

export const CARGA_NAO_ENCONTRADA = 'Carga não encontrada.';
export const OFERTA_NAO_ENCONTRADA = 'Oferta não encontrada.';

const naoEncontrado = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Drawer `oferecimento/cargas/{cargaId}` (shipper): the load, the offer form and the offers' negotiations. */
export function OferecimentoCargaDrawer() {
  const cargaId = useDrawerRouteParam('cargaId');
  const dados = useOferecimentoDaCarga(cargaId);
  if (dados.isError && naoEncontrado(dados.error))
    return (
      <Text c="gray.7" role="alert">
        {CARGA_NAO_ENCONTRADA}
      </Text>
    );
  if (!dados.data) return <QueryPending query={dados} />;
  return (
    <Stack gap="md">
      <ResumoDaCarga carga={dados.data.carga} />
      <OferecimentoDaCarga key={dados.data.carga.id} dados={dados.data} />
    </Stack>
  );
}

/** The carrier's view of one offer: the load, the shipper's value and deadline, its own negotiation. */
export function OfertaRecebida({ oferta }: { oferta: TOfertaDetalhe }) {
  return (
    <Stack gap="md">
      <ResumoDaCarga carga={oferta.carga} comEmbarcador />
      <Stack gap={2}>
        <Text size="xs" c="gray.7">
          Valor do embarcador
        </Text>
        <Text size="xl" fw={700}>
          {moeda(oferta.valorAlvo) || '—'}
        </Text>
        {oferta.vez && oferta.prazoResposta && (
          <>
            <Text size="xs" c="gray.7">
              Prazo de resposta
            </Text>
            <PrazoTexto prazo={oferta.prazoResposta} />
          </>
        )}
      </Stack>
      <OfertaNegociacao oferta={oferta} lado="transportadora" nivel={3} />
    </Stack>
  );
}

/** Drawer `oferecimento/ofertas/{ofertaId}` (carrier): one offer it received. Never other carriers. */
export function OfertaRecebidaDrawer() {
  const ofertaId = useDrawerRouteParam('ofertaId');
  const oferta = useOferta(ofertaId);
  if (oferta.isError && naoEncontrado(oferta.error))
    return (
      <Text c="gray.7" role="alert">
        {OFERTA_NAO_ENCONTRADA}
      </Text>
    );
  if (!oferta.data) return <QueryPending query={oferta} />;
  return <OfertaRecebida oferta={oferta.data} />;
}
