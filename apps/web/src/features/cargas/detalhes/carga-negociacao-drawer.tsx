import { isOfertaEmNegociacao, type TCargaDetails } from '@embarca/domain';
import { Stack, Text } from '@mantine/core';
import { CargaDetalhesLayout } from './carga-detalhes-layout';
import { TransportadorasTabela } from './transportadoras-tabela';

/**
 * The negotiations in progress: the offers still open (ofertada, aceita) with the value each carrier
 * proposed and when. Read-only: answering a proposal belongs to the offering board.
 */
function NegociacoesLista({ carga }: { carga: TCargaDetails }) {
  const emAndamento = carga.transportadoras.filter((oferta) => isOfertaEmNegociacao(oferta.situacao));
  if (emAndamento.length === 0) return <Text size="sm">Nenhuma negociação em andamento.</Text>;
  return (
    <Stack gap="xs">
      <TransportadorasTabela
        transportadoras={emAndamento}
        rotulo={`Negociações da carga ${carga.codigo}`}
        comDatas
      />
      <Text size="xs" c="gray.7">
        Aceitar ou recusar propostas ficará disponível no quadro de Oferecimento.
      </Text>
    </Stack>
  );
}

/** Drawer `cargas/detalhes/{cargaId}/negociacao` (02 §2; the menu offers it outside lots, with negotiations). */
export function CargaNegociacaoDrawer() {
  return (
    <CargaDetalhesLayout tab="negociacao">
      {(carga) => <NegociacoesLista carga={carga} />}
    </CargaDetalhesLayout>
  );
}
