import { TABELA_FRETE_MESSAGES, type TImportacaoTabelaPrevia } from '@embarca/domain';
import { Button, Group, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  ErrosDaLinha,
  ImportacaoComPreviaModal,
  TabelaDaPrevia,
} from '../../../lib/ui/importacao-com-previa';
import { notifyApiError } from '../../../lib/ui/notify';
import { useImportacaoComPrevia } from '../../../lib/ui/use-importacao-com-previa';
import { salvarBlob } from '../../cargas/anexos/arquivo';
import { baixarExemplo, baixarModelo, previaDaImportacao, useImportarPlanilha } from '../api/use-tabelas';
import { moeda, peso } from '../formato';
import { mensagemDaResposta, notificarSucesso } from './acoes';

/** The table an import goes into (a draft). */
export interface TTabelaDaImportacao {
  id: string;
  nome: string;
  versao: number;
}

const faixa = (inicial: string | null, final: string | null) =>
  inicial === null && final === null
    ? '—'
    : `${inicial === null ? '0 kg' : peso(inicial)} a ${final === null ? '…' : peso(final)}`;

/** '12 linhas, 2 com erro'. */
export function totaisDaPrevia(previa: Pick<TImportacaoTabelaPrevia, 'totalLinhas' | 'totalErros'>): string {
  return `${previa.totalLinhas} ${previa.totalLinhas === 1 ? 'linha' : 'linhas'}, ${previa.totalErros} com erro`;
}

/** The rows read, each with its errors in red. */
function PreviaTabela({ previa }: { previa: TImportacaoTabelaPrevia }) {
  return (
    <TabelaDaPrevia
      resumo={totaisDaPrevia(previa)}
      colunas={
        <>
          <Table.Th>Origem</Table.Th>
          <Table.Th>Destino</Table.Th>
          <Table.Th>Veículo</Table.Th>
          <Table.Th>Faixa de peso</Table.Th>
          <Table.Th>Valor</Table.Th>
        </>
      }
      linhas={previa.linhas}
      celulas={(linha) => (
        <>
          <Table.Td>{linha.origem}</Table.Td>
          <Table.Td>{linha.destino}</Table.Td>
          <Table.Td>{linha.tipoVeiculo ?? '—'}</Table.Td>
          <Table.Td>{faixa(linha.pesoInicialKg, linha.pesoFinalKg)}</Table.Td>
          <Table.Td>
            {moeda(linha.valor) || '—'}
            {linha.erros.length > 0 && <ErrosDaLinha erros={linha.erros} mt={4} />}
          </Table.Td>
        </>
      )}
    />
  );
}

export interface ImportacaoModalProps {
  /** The draft to import into; null = closed. */
  tabela: TTabelaDaImportacao | null;
  onClose: () => void;
}

/**
 * 'Importar planilha' of a draft table (issue 19): the template to download, the .xlsx (sent as multipart `file`), a
 * preview of every row with its errors, and 'Importar' — only without errors; it replaces the draft's lines
 * (all or nothing). The API's refusals ('Linha N: …') are listed.
 */
export function ImportacaoModal({ tabela, onClose }: ImportacaoModalProps) {
  const importar = useImportarPlanilha();
  const importacao = useImportacaoComPrevia({
    aberto: tabela,
    previa: 'sob-pedido',
    lerPrevia: (arquivo, { id }) => previaDaImportacao(id, arquivo),
    importavel: (previa) => previa.totalErros === 0 && previa.totalLinhas > 0,
    importar: async (arquivo, { id }) => {
      const resposta = await importar.mutateAsync({ id, arquivo });
      notificarSucesso(mensagemDaResposta(resposta, TABELA_FRETE_MESSAGES.importada));
      onClose();
    },
  });

  const baixar = async (arquivoParaBaixar: () => Promise<Blob>, nome: string) => {
    try {
      salvarBlob(await arquivoParaBaixar(), nome);
    } catch (error) {
      notifyApiError(error);
    }
  };

  const { previa } = importacao;

  return (
    <ImportacaoComPreviaModal
      opened={tabela !== null}
      onClose={onClose}
      title={tabela ? `Importar planilha — ${tabela.nome} v${tabela.versao}` : 'Importar planilha'}
      importacao={importacao}
      instrucoes={
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text size="sm" c="gray.7">
            Planilha .xlsx com a aba “Dados” (ou a primeira aba), uma linha por rota e faixa de peso. A
            importação substitui as linhas do rascunho.
          </Text>
          <Group gap={4} wrap="nowrap">
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden="true" />}
              onClick={() => void baixar(baixarModelo, 'modelo-tabela-frete.xlsx')}
            >
              Baixar modelo
            </Button>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden="true" />}
              onClick={() => void baixar(baixarExemplo, 'exemplo-tabela-transportadora.xlsx')}
            >
              Baixar exemplo
            </Button>
          </Group>
        </Group>
      }
    >
      {previa && <PreviaTabela previa={previa} />}
      {previa && previa.totalErros > 0 && (
        <Text size="sm" c="red.8" role="status">
          Corrija as linhas com erro e envie a planilha novamente.
        </Text>
      )}
    </ImportacaoComPreviaModal>
  );
}
