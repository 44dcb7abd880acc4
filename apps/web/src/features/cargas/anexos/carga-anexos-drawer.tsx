import { Stack } from '@mantine/core';
import { CargaDetalhesLayout } from '../detalhes/carga-detalhes-layout';
import { AnexoUpload } from './anexo-upload';
import { AnexosLista } from './anexos-lista';

/** Drawer `cargas/detalhes/{cargaId}/anexos` (02 §2): add, list, preview, download and delete attachments. */
export function CargaAnexosDrawer() {
  return (
    <CargaDetalhesLayout tab="anexos">
      {(carga) => (
        <Stack gap="md">
          <AnexoUpload carga={carga} />
          <AnexosLista carga={carga} />
        </Stack>
      )}
    </CargaDetalhesLayout>
  );
}
