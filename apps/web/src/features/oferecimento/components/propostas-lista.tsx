import {
  AUTOR_PROPOSTA_LABELS,
  enumLabel,
  formatDateTime,
  TIPO_PROPOSTA_LABELS,
  type TPropostaOferta,
} from '@embarca/domain';
import { Group, Stack, Text } from '@mantine/core';
import { moeda } from '../../tabela-frete/formato';
import classes from './oferecimento.module.css';

/**
 * The thread of an offer (who, what, value, when, comment), oldest first. `rotulo` names the list for
 * screen readers ('Negociação com Transportes Sul').
 */
export function PropostasLista({
  propostas,
  rotulo,
}: {
  propostas: readonly TPropostaOferta[];
  rotulo: string;
}) {
  if (propostas.length === 0)
    return (
      <Text size="sm" c="gray.7">
        Nenhuma proposta ainda.
      </Text>
    );
  return (
    <ol className={classes.thread} aria-label={rotulo}>
      {propostas.map((proposta) => (
        <li key={proposta.id} className={classes.proposta} data-autor={proposta.autor}>
          <Stack gap={2}>
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Text size="sm" fw={600}>
                {enumLabel(TIPO_PROPOSTA_LABELS, proposta.tipo) || 'Proposta'}
                {proposta.valor ? ` · ${moeda(proposta.valor)}` : ''}
              </Text>
              <Text size="xs" c="gray.7">
                {formatDateTime(proposta.criadoEm)}
              </Text>
            </Group>
            <Text size="xs" c="gray.7">
              {enumLabel(AUTOR_PROPOSTA_LABELS, proposta.autor)}
              {proposta.usuarioNome &&
              proposta.usuarioNome !== enumLabel(AUTOR_PROPOSTA_LABELS, proposta.autor)
                ? ` · ${proposta.usuarioNome}`
                : ''}
            </Text>
            {proposta.comentario && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {proposta.comentario}
              </Text>
            )}
          </Stack>
        </li>
      ))}
    </ol>
  );
}
