import '@mantine/core/styles/Button.css';
import { Licenca, Modulo, Role } from '@embarca/domain';
import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { canAccessRoute, type TAccessRule } from '../../../../lib/access';
import { useSession } from '../../../../lib/use-session';

// The dialog (calendar, time grid) loads the first time it opens.
const CriarLoteDialog = lazy(() =>
  import('./criar-lote-dialog').then((module) => ({ default: module.CriarLoteDialog })),
);

/** Who may create lots: the load register's access (a shipper, module Cargas, Operador, not Free). */
const ACESSO_LOTE: TAccessRule = {
  modules: [Modulo.Cargas],
  role: Role.Operador,
  deniedLicences: [Licenca.Free],
  shipperOnly: true,
};

/** The board header's 'Criar lote' button and its dialog; nothing for a session that may not create loads. */
export function CriarLoteButton() {
  const session = useSession();
  const [aberto, setAberto] = useState(false);
  const [usado, setUsado] = useState(false);
  if (!canAccessRoute(ACESSO_LOTE, session)) return null;
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconCalendarPlus size={16} aria-hidden="true" />}
        onClick={() => {
          setUsado(true);
          setAberto(true);
        }}
      >
        Criar lote
      </Button>
      {usado && (
        <Suspense fallback={null}>
          <CriarLoteDialog opened={aberto} onClose={() => setAberto(false)} />
        </Suspense>
      )}
    </>
  );
}
