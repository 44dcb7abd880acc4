import type { TOfertaDetalhe } from '@embarca/domain';
import { Stack, Text } from '@mantine/core';
import { useDrawerRouteParam } from '../../../lib/navigation/use-drawer-param';
import { RegistroDoDrawer } from '../../../lib/ui/registro-do-drawer';
import { moeda } from '../../tabela-frete/formato';
import { useOferecimentoDaCarga, useOferta } from '../api/use-oferecimento';
import { OferecimentoDaCarga } from './oferecimento-carga';
import { OfertaNegociacao } from './oferta-negociacao';
import { PrazoTexto } from './prazo-texto';
import { ResumoDaCarga } from './resumo-da-carga';

export const CARGA_NAO_ENCONTRADA = 'Carga não encontrada.';
export const OFERTA_NAO_ENCONTRADA = 'Oferta não encontrada.';

/** Drawer `oferecimento/cargas/{cargaId}` (shipper): the load, the offer form and the offers' negotiations. */
export function OferecimentoCargaDrawer() {
  const cargaId = useDrawerRouteParam('cargaId');
  const dados = useOferecimentoDaCarga(cargaId);
  return (
    <RegistroDoDrawer query={dados} naoEncontrado={CARGA_NAO_ENCONTRADA}>
      {(registro) => (
        <Stack gap="md">
          <ResumoDaCarga carga={registro.carga} />
          <OferecimentoDaCarga key={registro.carga.id} dados={registro} />
        </Stack>
      )}
    </RegistroDoDrawer>
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
  return (
    <RegistroDoDrawer query={oferta} naoEncontrado={OFERTA_NAO_ENCONTRADA}>
      {(registro) => <OfertaRecebida oferta={registro} />}
    </RegistroDoDrawer>
  );
}
