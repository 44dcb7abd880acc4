import { formatWeight, type TPedidoImportacaoResposta } from '@embarca/domain';
import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  ErrosDaLinha,
  ImportacaoComPreviaModal,
  TabelaDaPrevia,
} from '../../../../lib/ui/importacao-com-previa';
import { notifyApiError, notifyInfo } from '../../../../lib/ui/notify';
import { useImportacaoComPrevia } from '../../../../lib/ui/use-importacao-com-previa';
import { previaDaImportacaoDePedidos, useImportarPedidos } from '../api/use-importacao-pedidos';
import { baixarModeloDePedidos } from '../modelo-planilha';
import { CoordenadasAproximadas } from './pedido-formato';

type TPrevia = TPedidoImportacaoResposta;

/** The 50-order sheet shipped with the demo data (served from the web app's public folder). */
const PLANILHA_DEMONSTRACAO = 'demonstracao/pedidos-demonstracao.xlsx';

/** '12 linhas, 2 com erro, 3 com coordenadas aproximadas'. */
export function contagemDaPrevia(previa: TPrevia): string {
  const total = previa.linhas.length;
  const erros = previa.linhas.filter((linha) => linha.erros.length > 0).length;
  const aproximadas = previa.linhas.filter((linha) => linha.coordenadasAproximadas).length;
  return `${total} ${total === 1 ? 'linha' : 'linhas'}, ${erros} com erro, ${aproximadas} com coordenadas aproximadas`;
}

/** All or nothing: the sheet imports only when it has rows and none with an error. */
export const previaImportavel = (previa: TPrevia | null) =>
  previa !== null && previa.linhas.length > 0 && previa.linhas.every((linha) => linha.erros.length === 0);

function PreviaTabela({ previa }: { previa: TPrevia }) {
  return (
    <TabelaDaPrevia
      resumo={contagemDaPrevia(previa)}
      colunas={
        <>
          <Table.Th>Código</Table.Th>
          <Table.Th>Destino</Table.Th>
          <Table.Th>Peso</Table.Th>
          <Table.Th>Mensagens</Table.Th>
        </>
      }
      linhas={previa.linhas}
      celulas={(linha) => (
        <>
          <Table.Td>{linha.codigo ?? '—'}</Table.Td>
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              {linha.destino ?? '—'}
              {linha.coordenadasAproximadas && <CoordenadasAproximadas />}
            </Group>
          </Table.Td>
          <Table.Td>{formatWeight(linha.pesoTotal) || '—'}</Table.Td>
          <Table.Td>
            {linha.erros.length > 0 ? (
              <ErrosDaLinha erros={linha.erros} />
            ) : (
              <Text size="xs" c="teal.9">
                Pronta para importar
              </Text>
            )}
          </Table.Td>
        </>
      )}
    />
  );
}

export interface ImportacaoPedidosModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Importar planilha' (02 §3, §7 POST /pedido/xlsx): the .xlsx (multipart `file`) is read at once into a
 * preview — each row with its messages in red and whether its coordinates will be the municipality's seat;
 * 'Importar' only when no row has an error (all or nothing); then the API's message and the list refreshes.
 */
export function ImportacaoPedidosModal({ opened, onClose }: ImportacaoPedidosModalProps) {
  const importar = useImportarPedidos();
  const importacao = useImportacaoComPrevia({
    aberto: opened,
    previa: 'ao-escolher',
    lerPrevia: previaDaImportacaoDePedidos,
    importavel: previaImportavel,
    importar: async (arquivo) => {
      const resposta = await importar.mutateAsync(arquivo);
      notifyInfo(resposta.message, 'teal');
      onClose();
    },
  });

  const baixarModelo = async () => {
    try {
      await baixarModeloDePedidos();
    } catch (error) {
      notifyApiError(error);
    }
  };

  const { previa } = importacao;
  const comErros = previa !== null && !importacao.podeImportar;

  return (
    <ImportacaoComPreviaModal
      opened={opened}
      onClose={onClose}
      title="Importar planilha de pedidos"
      importacao={importacao}
      instrucoes={
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text size="sm" c="gray.7">
            Planilha .xlsx com a aba “Dados” (ou a primeira aba), um pedido por linha. A importação é tudo ou
            nada: corrija as linhas com erro antes de importar.
          </Text>
          <Stack gap={4} align="flex-end">
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden="true" />}
              onClick={() => void baixarModelo()}
            >
              Baixar modelo
            </Button>
            {/* The sheet shipped with the demo data (apps/api/src/seed/gerar-planilha-pedidos-demo.ts). */}
            <Anchor href={PLANILHA_DEMONSTRACAO} download size="xs">
              Planilha de demonstração (50 pedidos)
            </Anchor>
          </Stack>
        </Group>
      }
    >
      {previa && <PreviaTabela previa={previa} />}
      {comErros && (
        <Text size="sm" c="red.8" role="status">
          {previa.linhas.length === 0
            ? 'A planilha não tem pedidos.'
            : 'Corrija as linhas com erro e envie a planilha novamente.'}
        </Text>
      )}
    </ImportacaoComPreviaModal>
  );
}
