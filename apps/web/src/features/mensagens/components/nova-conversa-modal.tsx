import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Input.css';
import { termoPesquisaValido } from '@embarca/domain';
import { Button, Group, Loader, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notifyApiError } from '../../../lib/ui/notify';
import { usePesquisaRapida } from '../../cargas/quadro/pesquisa-rapida/api/use-pesquisa-rapida';
import { useAbrirConversa, useMotoristasDaConversa } from '../api/mensagens-api';
import { MENSAGENS_PATH } from '../mensagens.rules';

const lugar = (ponto: { cidade?: string | null; uf?: string | null } | null | undefined) =>
  ponto?.cidade ? `${ponto.cidade}${ponto.uf ? `/${ponto.uf}` : ''}` : '—';

/**
 * Starts a conversation from a load (issue 20): find the load by its code (the quick search, 4+
 * characters), pick one of the company's active drivers, and open — or reopen — their conversation.
 */
export function NovaConversaModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [termo, setTermo] = useState('');
  const [filtro, setFiltro] = useState('');
  const [busca] = useDebouncedValue(termo, 300);
  const [filtroMotorista] = useDebouncedValue(filtro, 300);
  const [cargaId, setCargaId] = useState<string | null>(null);
  const [motoristaId, setMotoristaId] = useState<string | null>(null);
  const cargas = usePesquisaRapida(busca);
  const motoristas = useMotoristasDaConversa(filtroMotorista, opened);
  const abrir = useAbrirConversa();

  const confirmar = () => {
    if (!cargaId || !motoristaId) return;
    abrir.mutate(
      { cargaId, motoristaId },
      {
        onSuccess: (conversa) => {
          onClose();
          void navigate(`${MENSAGENS_PATH}/${conversa.id}`);
        },
        onError: notifyApiError,
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Nova conversa com motorista"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="md">
        <TextInput
          label="Carga"
          description="Código ou identificador da carga (mínimo de 4 caracteres)"
          value={termo}
          onChange={(event) => setTermo(event.currentTarget.value)}
          data-autofocus
        />
        {termoPesquisaValido(busca) ? (
          cargas.isPending ? (
            <Loader size="sm" role="status" aria-label="Buscando cargas" />
          ) : (
            <Radio.Group label="Cargas encontradas" value={cargaId} onChange={setCargaId}>
              <Stack gap={6} mt={4}>
                {(cargas.data?.items ?? []).length === 0 ? (
                  <Text size="sm" c="gray.7">
                    Nenhuma carga encontrada.
                  </Text>
                ) : null}
                {(cargas.data?.items ?? []).map((card) => (
                  <Radio
                    key={card.id}
                    value={card.id}
                    label={`Carga ${card.codigo} · ${lugar(card.origem)} → ${lugar(card.destino)}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )
        ) : null}
        <TextInput
          label="Motorista"
          description="Nome ou CPF"
          value={filtro}
          onChange={(event) => setFiltro(event.currentTarget.value)}
        />
        {motoristas.isPending ? (
          <Loader size="sm" role="status" aria-label="Buscando motoristas" />
        ) : (
          <Radio.Group label="Motoristas ativos" value={motoristaId} onChange={setMotoristaId}>
            <Stack gap={6} mt={4}>
              {(motoristas.data ?? []).length === 0 ? (
                <Text size="sm" c="gray.7">
                  Nenhum motorista ativo encontrado.
                </Text>
              ) : null}
              {(motoristas.data ?? []).map((motorista) => (
                <Radio key={motorista.motoristaId} value={motorista.motoristaId} label={motorista.nome} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={confirmar} disabled={!cargaId || !motoristaId} loading={abrir.isPending}>
            Abrir conversa
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
