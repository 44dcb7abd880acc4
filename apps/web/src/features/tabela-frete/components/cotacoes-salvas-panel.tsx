import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { formatDateTime } from '@embarca/domain';
import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type TColumn } from '../../../lib/ui/data-table';
import { useListQuery } from '../../../lib/ui/list-query';
import { ListToolbar } from '../../../lib/ui/list-toolbar';
import { QueryPending } from '../../../lib/ui/query-state';
import { serverPageSource } from '../../../lib/ui/table-source';
import { type TCotacaoFreteResumo, useCotacaoSalva, useCotacoesSearch } from '../api/use-cotacao';
import { moeda, peso } from '../formato';
import { useCriarCargaDaCotacao } from '../use-criar-carga';
import { CotacaoResultado } from './cotacao-resultado';

/** A saved quote re-shown as it was answered (read-only), with 'Criar carga' on each price. */
function CotacaoSalvaModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const cotacao = useCotacaoSalva(id);
  const criarCarga = useCriarCargaDaCotacao();
  const salva = cotacao.data;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="xl"
      title={salva ? `Cotação nº ${salva.numero}` : 'Cotação salva'}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {!salva ? (
        <QueryPending query={cotacao} />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="gray.7">
            Salva em {formatDateTime(salva.criadoEm)} por {salva.usuarioNome}
            {salva.observacao ? ` — ${salva.observacao}` : ''}
          </Text>
          <CotacaoResultado
            resultado={salva.resultado}
            eixos={salva.entrada.eixos}
            onCriarCarga={
              criarCarga.permitido
                ? (preco) => {
                    onClose();
                    criarCarga.abrir(salva.id, preco.tabelaId);
                  }
                : undefined
            }
          />
        </Stack>
      )}
    </Modal>
  );
}

/** The 'Cotações salvas' tab: the company's saved quotes, paged; a quote's number opens it. */
export function CotacoesSalvasPanel() {
  const list = useListQuery();
  const search = useCotacoesSearch(list.query);
  const [aberta, setAberta] = useState<string | null>(null);

  const columns: TColumn<TCotacaoFreteResumo>[] = [
    {
      key: 'numero',
      label: 'Número',
      width: 100,
      render: (row) => (
        <Anchor
          component="button"
          type="button"
          fw={600}
          onClick={() => setAberta(row.id)}
          aria-label={`Abrir cotação nº ${row.numero}`}
        >
          {row.numero}
        </Anchor>
      ),
    },
    { key: 'criadoEm', label: 'Data', render: (row) => formatDateTime(row.criadoEm) },
    { key: 'usuario', label: 'Usuário', render: (row) => row.usuarioNome },
    { key: 'rota', label: 'Origem → destino', render: (row) => `${row.origem} → ${row.destino}` },
    { key: 'peso', label: 'Peso', render: (row) => peso(row.pesoKg) },
    { key: 'tabelas', label: 'Tabelas', render: (row) => row.qtdPrecos },
    { key: 'melhorTotal', label: 'Melhor total', render: (row) => moeda(row.melhorTotal) || '—' },
  ];

  return (
    <Stack gap="sm">
      <ListToolbar searchLabel="Pesquisar cotações salvas" list={list} withActiveFilter={false} />
      <DataTable
        caption="Cotações de frete salvas"
        columns={columns}
        list={list}
        source={serverPageSource(search)}
      />
      <CotacaoSalvaModal id={aberta} onClose={() => setAberta(null)} />
    </Stack>
  );
}
