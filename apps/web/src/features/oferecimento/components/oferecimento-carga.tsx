import '@mantine/core/styles/Alert.css';
import {
  COMPORTAMENTO_OFERECIMENTO_LABELS,
  ComportamentoOferecimento,
  ETAPA_OFERECIMENTO_LABELS,
  enumLabel,
  isOfertaEmNegociacao,
  SituacaoOferecimento,
  type TOferecimentoDaCarga,
} from '@embarca/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryPending } from '../../../lib/ui/query-state';
import { ToneBadge } from '../../../lib/ui/status-badge';
import { useSugestaoOferecimento } from '../api/use-oferecimento';
import { CascataEstado } from './cascata-estado';
import { OfertaNegociacao } from './oferta-negociacao';
import { OfertarForm } from './ofertar-form';

function OfertarSecao({
  cargaId,
  onOfertada,
  onCancelar,
}: {
  cargaId: string;
  onOfertada: () => void;
  onCancelar?: () => void;
}) {
  const sugestao = useSugestaoOferecimento(cargaId);
  if (!sugestao.data) return <QueryPending query={sugestao} />;
  return (
    <OfertarForm cargaId={cargaId} sugestao={sugestao.data} onOfertada={onOfertada} onCancelar={onCancelar} />
  );
}

/**
 * The shipper's side of a load's offering (the board's drawer and the load details' 'Negociação' tab):
 * the automatic tender's state, the offer form when the load may be offered, and every offer with its
 * thread and the answers the turn allows.
 */
export function OferecimentoDaCarga({
  dados,
  comFormulario = true,
}: {
  dados: TOferecimentoDaCarga;
  /** False in the load details tab: offering is the board's. */
  comFormulario?: boolean;
}) {
  const abertas = dados.ofertas.filter((oferta) => isOfertaEmNegociacao(oferta.situacao));
  const [ofertando, setOfertando] = useState(() => abertas.length === 0 && dados.naoOfertavel === null);
  const cascata =
    dados.oferecimento?.comportamento === ComportamentoOferecimento.Automatico ? dados.oferecimento : null;
  const podeOfertar = comFormulario && dados.naoOfertavel === null;
  const cascataEmAndamento = cascata?.situacao === SituacaoOferecimento.EmAndamento;

  return (
    <Stack gap="md">
      <Group gap="xs">
        <ToneBadge color="indigo">
          {enumLabel(ETAPA_OFERECIMENTO_LABELS, dados.etapa) || dados.etapa}
        </ToneBadge>
        {dados.oferecimento && (
          <ToneBadge color="gray">
            {enumLabel(COMPORTAMENTO_OFERECIMENTO_LABELS, dados.oferecimento.comportamento)}
          </ToneBadge>
        )}
      </Group>
      {cascata && <CascataEstado cargaId={dados.carga.id} oferecimento={cascata} />}
      {comFormulario && dados.naoOfertavel && (
        <Alert color="gray" variant="light" title="Esta carga não pode ser ofertada">
          {dados.naoOfertavel}
        </Alert>
      )}
      {podeOfertar && !cascataEmAndamento && (
        <section aria-labelledby="ofertar-titulo">
          <Title order={2} size="h4" id="ofertar-titulo" mb="xs">
            {dados.ofertas.length ? 'Ofertar a mais transportadoras' : 'Ofertar carga'}
          </Title>
          {ofertando ? (
            <OfertarSecao
              cargaId={dados.carga.id}
              onOfertada={() => setOfertando(false)}
              onCancelar={abertas.length ? () => setOfertando(false) : undefined}
            />
          ) : (
            <Button variant="light" onClick={() => setOfertando(true)}>
              Nova oferta
            </Button>
          )}
        </section>
      )}
      <section aria-labelledby="ofertas-titulo">
        <Title order={2} size="h4" id="ofertas-titulo" mb="xs">
          Ofertas ({dados.ofertas.length})
        </Title>
        {dados.ofertas.length === 0 ? (
          <Text size="sm" c="gray.7">
            Nenhuma oferta para esta carga.
          </Text>
        ) : (
          <Stack gap="sm">
            {dados.ofertas.map((oferta) => (
              <OfertaNegociacao key={oferta.id} oferta={oferta} lado="embarcador" />
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
