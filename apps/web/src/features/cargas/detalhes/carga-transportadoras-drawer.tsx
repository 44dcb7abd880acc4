import type { TCargaDetails } from '@embarca/domain';
import { Text } from '@mantine/core';
import { CargaDetalhesLayout } from './carga-detalhes-layout';
import { TransportadorasTabela } from './transportadoras-tabela';

/** The carriers a directed load goes to (every offer of the load: directed, restricted, hired). */
function TransportadorasLista({ carga }: { carga: TCargaDetails }) {
  if (carga.transportadoras.length === 0) {
    return <Text size="sm">Nenhuma transportadora para esta carga.</Text>;
  }
  return (
    <TransportadorasTabela
      transportadoras={carga.transportadoras}
      rotulo={`Transportadoras da carga ${carga.codigo}`}
    />
  );
}

/** Drawer `cargas/detalhes/{cargaId}/transportadoras` (02 §2; the menu offers it for directed loads). */
export function CargaTransportadorasDrawer() {
  return (
    <CargaDetalhesLayout tab="transportadoras">
      {(carga) => <TransportadorasLista carga={carga} />}
    </CargaDetalhesLayout>
  );
}
