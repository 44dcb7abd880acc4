import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { Alert, List } from '@mantine/core';

export interface AlertaDeFalhasProps {
  /** What did not happen ('O pedido não foi salvo', 'A planilha não foi importada'). */
  titulo: string;
  /** The API's refusals (`mensagensDoErro`): 'Linha 3: …', 'linhas.3.valor: …'. */
  falhas: string[];
}

/** The API's refusals of a save or an import, listed under what did not happen; nothing without any. */
export function AlertaDeFalhas({ titulo, falhas }: AlertaDeFalhasProps) {
  if (falhas.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={titulo}>
      <List size="sm">
        {falhas.map((falha) => (
          <List.Item key={falha}>{falha}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
