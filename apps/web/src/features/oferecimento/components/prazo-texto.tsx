import { formatDateTime } from '@embarca/domain';
import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { prazoExibido } from '../oferecimento-web.rules';

/** Now, renewed every 30 s (the deadlines' relative texts and countdowns). */
export function useAgora(intervaloMs = 30_000): Date {
  const [agora, setAgora] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setAgora(new Date()), intervaloMs);
    return () => clearInterval(id);
  }, [intervaloMs]);
  return agora;
}

/** 'em 45 min (26/11/2026 13:00)', red under an hour, grey once passed. */
export function PrazoTexto({ prazo, size = 'sm' }: { prazo: string | null; size?: 'xs' | 'sm' }) {
  const agora = useAgora();
  const exibido = prazoExibido(prazo, formatDateTime, agora);
  if (!exibido) return null;
  return (
    <Text
      size={size}
      fw={exibido.urgente ? 700 : 500}
      c={exibido.urgente ? 'red.8' : exibido.vencido ? 'gray.7' : undefined}
    >
      <time dateTime={prazo ?? undefined}>
        {exibido.relativo} ({exibido.absoluto})
      </time>
    </Text>
  );
}
