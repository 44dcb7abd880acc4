import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Paper.css';
import {
  OFERECIMENTO_MESSAGES,
  type TGrupoTransportadoras,
  type TGrupoTransportadorasRequest,
  ZGrupoTransportadorasRequest,
} from '@embarca/domain';
import { Button, Group, MultiSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { schemaErrors, showServerFieldErrors } from '../../../lib/schema-form';
import { ConfirmModal, type TConfirmRequest } from '../../../lib/ui/confirm-modal';
import { DialogActions } from '../../../lib/ui/dialog-actions';
import { notifyApiError } from '../../../lib/ui/notify';
import { QueryPending } from '../../../lib/ui/query-state';
import { useAlteracoesDoDrawer } from '../../../lib/ui/use-descartar-alteracoes';
import { ManterGavetaAberta } from '../../cargas/acoes/components/manter-gaveta-aberta';
import { useTransportadoras } from '../../frota/veiculos/api/use-transportadoras';
import { excluirRequest, mensagemDaResposta, notificarSucesso } from '../../tabela-frete/components/acoes';
import { useExcluirGrupo, useGrupos, useSalvarGrupo } from '../api/use-oferecimento';

export const GRUPO_NOVO = 'novo';

function GrupoForm({ grupo, onFechar }: { grupo: TGrupoTransportadoras | null; onFechar: () => void }) {
  const form = useForm<TGrupoTransportadorasRequest>({
    mode: 'controlled',
    initialValues: {
      nome: grupo?.nome ?? '',
      transportadoraEmpresaIds: grupo?.transportadoras.map((t) => t.empresaId) ?? [],
    },
  });
  useAlteracoesDoDrawer(form.isDirty(), { onDescartar: () => form.reset(), fallback: onFechar });
  const transportadoras = useTransportadoras();
  const salvar = useSalvarGrupo();
  // Members no longer listed as active carriers still show by their stored name.
  const opcoes = new Map((transportadoras.data ?? []).map((t) => [t.id, t.nomeFantasia || t.nome]));
  for (const t of grupo?.transportadoras ?? []) if (!opcoes.has(t.empresaId)) opcoes.set(t.empresaId, t.nome);
  const titulo = grupo ? `Editar grupo ${grupo.nome}` : 'Novo grupo';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valores = form.getValues();
    const erros = schemaErrors(ZGrupoTransportadorasRequest, valores);
    form.setErrors(erros);
    if (Object.keys(erros).length > 0) return;
    try {
      const resposta = await salvar.mutateAsync({ id: grupo?.id ?? null, body: valores });
      notificarSucesso(mensagemDaResposta(resposta, OFERECIMENTO_MESSAGES.grupoSalvo));
      form.resetDirty();
      onFechar();
    } catch (error) {
      if (!showServerFieldErrors(form, error)) notifyApiError(error);
    }
  };

  return (
    <Paper withBorder p="sm">
      <form onSubmit={submit} noValidate aria-label={titulo}>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {titulo}
          </Title>
          <TextInput
            label="Nome"
            withAsterisk
            maxLength={100}
            data-autofocus
            {...form.getInputProps('nome')}
          />
          <MultiSelect
            label="Transportadoras"
            withAsterisk
            searchable
            data={[...opcoes].map(([value, label]) => ({ value, label }))}
            nothingFoundMessage="Nenhuma transportadora encontrada"
            {...form.getInputProps('transportadoraEmpresaIds')}
          />
          <DialogActions onCancel={onFechar} confirmLabel="Salvar" pending={salvar.isPending} />
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * Drawer `oferecimento/grupos` (the board's toolbar): the company's saved carrier groups — list, create,
 * rename, change members, delete — that a restricted offer can go to.
 */
export function GruposTransportadorasDrawer() {
  const grupos = useGrupos();
  const excluir = useExcluirGrupo();
  const [editando, setEditando] = useState<string | null>(null);
  const [pedido, setPedido] = useState<TConfirmRequest | null>(null);
  const nuncaLiberada = useRef(false);

  if (!grupos.data) return <QueryPending query={grupos} />;
  const emEdicao = editando && editando !== GRUPO_NOVO ? grupos.data.find((g) => g.id === editando) : null;

  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        Grupos salvos para ofertar uma carga a várias transportadoras de uma vez.
      </Text>
      {editando === null && (
        <Group>
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setEditando(GRUPO_NOVO)}
          >
            Novo grupo
          </Button>
        </Group>
      )}
      {editando !== null && (
        <GrupoForm key={editando} grupo={emEdicao ?? null} onFechar={() => setEditando(null)} />
      )}
      {grupos.data.length === 0 ? (
        <Text size="sm">Nenhum grupo de transportadoras.</Text>
      ) : (
        <ul aria-label="Grupos de transportadoras" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {grupos.data.map((grupo) => (
            <li key={grupo.id}>
              <Paper withBorder p="sm" mb="xs">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Stack gap={2}>
                    <Text fw={600}>{grupo.nome}</Text>
                    <Text size="xs" c="gray.7">
                      {grupo.transportadoras.map((t) => t.nome).join(', ') || 'Sem transportadoras'}
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEditando(grupo.id)}
                      aria-label={`Editar ${grupo.nome}`}
                    >
                      Editar
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      color="red.8"
                      aria-label={`Excluir ${grupo.nome}`}
                      onClick={() =>
                        setPedido(
                          excluirRequest({
                            item: 'Grupo',
                            nome: grupo.nome,
                            sucesso: OFERECIMENTO_MESSAGES.grupoExcluido,
                            run: () => excluir.mutateAsync(grupo.id),
                          }),
                        )
                      }
                    >
                      Excluir
                    </Button>
                  </Group>
                </Group>
              </Paper>
            </li>
          ))}
        </ul>
      )}
      <ConfirmModal request={pedido} onClose={() => setPedido(null)} />
      {pedido && <ManterGavetaAberta onFecharDialogo={() => setPedido(null)} liberada={nuncaLiberada} />}
    </Stack>
  );
}
