import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Timeline.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/VisuallyHidden.css';
import {
  contarEventos,
  type EventoAcompanhamento,
  enumLabel,
  eventosDaRota,
  formatBRL,
  formatDate,
  formatDateTime,
  hasRole,
  horarioSaoPaulo,
  instanteDoHorarioSaoPaulo,
  MESSAGES,
  podeRegistrarEventos,
  Role,
  SITUACAO_EVENTO_LABELS,
  SITUACAO_OFERTA_CARGA_LABELS,
  SituacaoEvento,
  type TCargaDetails,
  type TCargaRotaPonto,
  type TSituacaoEvento,
  VisibilidadeCarga,
  validarRegistroRealizado,
} from '@embarca/domain';
import {
  Button,
  Divider,
  Modal,
  Progress,
  Stack,
  Table,
  Text,
  TextInput,
  Timeline,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { describeApiError } from '../../../lib/api-error-handler';
import { DialogActions } from '../../../lib/ui/dialog-actions';
import { TOAST_CLOSE_PROPS } from '../../../lib/ui/notify';
import { SectionLoader } from '../../../lib/ui/query-state';
import { ToneBadge } from '../../../lib/ui/status-badge';
import { useSession } from '../../../lib/use-session';
import { AcaoErro } from '../acoes/components/acao-erro';
import { useCargaHistorico } from '../detalhes/api/use-carga-historico';
import { CargaDetalhesLayout } from '../detalhes/carga-detalhes-layout';
import { SEM_VALOR } from '../detalhes/detalhes.texts';
import { Secao } from '../detalhes/detalhes-campos';
import { nomeDoPonto } from '../detalhes/rota-lugar';
import { decimal } from '../quadro/quadro-state';
import { useCargaEntregas } from './api/use-carga-entregas';
import { useRegistrarRealizado } from './api/use-registrar-realizado';

const COR_EVENTO: Record<TSituacaoEvento, string> = {
  realizado: 'teal',
  atrasado: 'red',
  previsto: 'gray',
};

function Carregando() {
  return <SectionLoader py="md" />;
}

function Falha({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Stack gap="xs" align="flex-start" role="alert">
      <Text c="red.8" size="sm">
        {describeApiError(error).message}
      </Text>
      <Button size="xs" variant="light" onClick={onRetry}>
        Tentar novamente
      </Button>
    </Stack>
  );
}

interface EventosProps {
  carga: TCargaDetails;
  eventos: EventoAcompanhamento[];
  /** Offered on the next event when the caller may register it. */
  onRegistrar?: (evento: EventoAcompanhamento) => void;
}

/** The route's events in order: where, planned, done, state, and the next one's register button. */
function EventosTabela({ carga, eventos, onRegistrar }: EventosProps) {
  const pontos = new Map(carga.rotas.map((ponto) => [ponto.id, ponto]));
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder fz="sm" aria-label={`Eventos da carga ${carga.codigo}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Evento</Table.Th>
            <Table.Th>Local</Table.Th>
            <Table.Th>Previsto</Table.Th>
            <Table.Th>Realizado</Table.Th>
            <Table.Th w={112}>Situação</Table.Th>
            {onRegistrar && (
              <Table.Th w={112}>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {eventos.map((evento) => {
            const ponto = pontos.get(evento.rotaId) as TCargaRotaPonto;
            return (
              <Table.Tr key={evento.rotaId}>
                <Table.Td>{evento.titulo}</Table.Td>
                <Table.Td>{nomeDoPonto(ponto)}</Table.Td>
                <Table.Td>{formatDateTime(evento.dhPrevista) || SEM_VALOR}</Table.Td>
                <Table.Td>{formatDateTime(evento.dhRealizada) || SEM_VALOR}</Table.Td>
                <Table.Td>
                  <ToneBadge color={COR_EVENTO[evento.situacao]}>
                    {SITUACAO_EVENTO_LABELS[evento.situacao]}
                  </ToneBadge>
                </Table.Td>
                {onRegistrar && (
                  <Table.Td>
                    {evento.proximo && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        leftSection={<IconCircleCheck size={14} aria-hidden="true" />}
                        onClick={() => onRegistrar(evento)}
                        aria-label={`Registrar realização: ${evento.titulo}`}
                      >
                        Registrar
                      </Button>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface RegistrarProps {
  carga: TCargaDetails;
  evento: EventoAcompanhamento | null;
  onClose: () => void;
}

/**
 * The form of a done event: the date and time in São Paulo (now by default), checked by the domain's rule
 * before it is sent (not after now, not before the previous point's); the server checks again.
 */
function RegistrarRealizadoModal({ carga, evento, onClose }: RegistrarProps) {
  const registrar = useRegistrarRealizado();
  // Mounted per event (see the key where it is used): each opens with the current minute and no error.
  const [valor, setValor] = useState(() => horarioSaoPaulo(new Date()));
  const [erro, setErro] = useState<string | null>(null);
  const fechar = onClose;
  const enviar = (event: FormEvent) => {
    event.preventDefault();
    if (!evento) return;
    const dhRealizada = instanteDoHorarioSaoPaulo(valor);
    if (!dhRealizada) {
      setErro(MESSAGES.invalidDate);
      return;
    }
    const regra = validarRegistroRealizado({
      situacao: carga.situacao,
      rotas: carga.rotas,
      rotaId: evento.rotaId,
      dhRealizada,
      agora: new Date(),
    });
    if (!regra.allowed) {
      setErro(regra.message);
      return;
    }
    setErro(null);
    registrar.mutate(
      { cargaId: carga.id, rotaId: evento.rotaId, dhRealizada: dhRealizada.toISOString() },
      {
        onSuccess: (result) => {
          notifications.show({
            message: result.message,
            color: 'teal',
            withBorder: true,
            ...TOAST_CLOSE_PROPS,
          });
          fechar();
        },
      },
    );
  };
  return (
    <Modal
      opened={evento !== null}
      onClose={fechar}
      title={evento ? `Registrar realização: ${evento.titulo}` : ''}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <form onSubmit={enviar} noValidate>
        <Stack gap="sm">
          <TextInput
            type="datetime-local"
            label="Data e hora de realização"
            description="Horário de Brasília"
            required
            value={valor}
            max={horarioSaoPaulo(new Date())}
            onChange={(event) => setValor(event.currentTarget.value)}
            error={erro}
          />
          <AcaoErro error={registrar.error} />
          <DialogActions onCancel={fechar} confirmLabel="Registrar" pending={registrar.isPending} gap="sm" />
        </Stack>
      </form>
    </Modal>
  );
}

/** The load's deliveries (hirings): carrier, situacao, the load's date, agreed value and CT-e total. */
function Entregas({ carga }: { carga: TCargaDetails }) {
  const entregas = useCargaEntregas(carga.id);
  if (entregas.isPending) return <Carregando />;
  if (entregas.isError) return <Falha error={entregas.error} onRetry={() => void entregas.refetch()} />;
  if (entregas.data.length === 0) return <Text size="sm">Nenhuma contratação registrada.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder fz="sm" aria-label={`Contratações da carga ${carga.codigo}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Transportadora</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th>Data da carga</Table.Th>
            <Table.Th ta="right">Valor acordado</Table.Th>
            <Table.Th ta="right">Valor total dos CT-e</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entregas.data.map((entrega) => (
            <Table.Tr key={entrega.id}>
              <Table.Td>{entrega.nomeTransportadora}</Table.Td>
              <Table.Td>{enumLabel(SITUACAO_OFERTA_CARGA_LABELS, entrega.situacao) || SEM_VALOR}</Table.Td>
              <Table.Td>{formatDate(entrega.dhCarga) || SEM_VALOR}</Table.Td>
              <Table.Td ta="right">{formatBRL(decimal(entrega.valorAcordado)) || SEM_VALOR}</Table.Td>
              <Table.Td ta="right">{formatBRL(decimal(entrega.valorTotalCte)) || SEM_VALOR}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** What happened to the load (its history), newest first: the company's own view. */
function Registros({ carga }: { carga: TCargaDetails }) {
  const historico = useCargaHistorico(carga.id);
  if (historico.isPending) return <Carregando />;
  if (historico.isError) return <Falha error={historico.error} onRetry={() => void historico.refetch()} />;
  if (historico.data.length === 0) return <Text size="sm">Nenhum registro no histórico desta carga.</Text>;
  const itens = [...historico.data].sort((a, b) => Date.parse(b.criadoEm) - Date.parse(a.criadoEm));
  return (
    <Timeline bulletSize={12} lineWidth={2}>
      {itens.map((item) => (
        <Timeline.Item key={item.id}>
          <Text size="sm">{item.descricao}</Text>
          <Text size="xs" c="gray.7">
            {formatDateTime(item.criadoEm)} · {item.usuario ?? 'Sistema'}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function Acompanhamento({ carga }: { carga: TCargaDetails }) {
  const session = useSession();
  const [registrando, setRegistrando] = useState<EventoAcompanhamento | null>(null);
  const eventos = eventosDaRota(carga.rotas);
  const { qntEventos, qntEventosRealizados } = contarEventos(carga.rotas);
  // The load's own company (a carrier sees it as directed-to-me) registers events and reads the history.
  const propria = carga.visibilidade !== VisibilidadeCarga.DirecionadaParaMim;
  const podeRegistrar =
    propria && hasRole(Role.Operador, session?.claims.role) && podeRegistrarEventos(carga.situacao);
  const atrasados = eventos.filter((evento) => evento.situacao === SituacaoEvento.Atrasado).length;
  return (
    <Stack gap="lg">
      <Secao titulo="Eventos">
        {eventos.length === 0 ? (
          <Text size="sm">Nenhum ponto de rota informado.</Text>
        ) : (
          <>
            <Stack gap={4}>
              <Text size="sm">
                {qntEventosRealizados} de {qntEventos}{' '}
                {qntEventos === 1 ? 'evento realizado' : 'eventos realizados'}
                {atrasados > 0 && ` · ${atrasados} ${atrasados === 1 ? 'atrasado' : 'atrasados'}`}
              </Text>
              <Progress
                value={qntEventos === 0 ? 0 : (qntEventosRealizados / qntEventos) * 100}
                color="teal"
                size="sm"
                aria-label="Eventos realizados"
              />
            </Stack>
            <EventosTabela
              carga={carga}
              eventos={eventos}
              {...(podeRegistrar ? { onRegistrar: setRegistrando } : {})}
            />
          </>
        )}
      </Secao>
      <Divider />
      <Secao titulo="Contratações">
        <Entregas carga={carga} />
      </Secao>
      {propria && (
        <>
          <Divider />
          <Secao titulo="Registros">
            <Registros carga={carga} />
          </Secao>
        </>
      )}
      <RegistrarRealizadoModal
        key={registrando?.rotaId ?? 'fechado'}
        carga={carga}
        evento={registrando}
        onClose={() => setRegistrando(null)}
      />
    </Stack>
  );
}

/** Drawer `cargas/detalhes/{cargaId}/acompanhamento` (02 §2): the load's events planned and done. */
export function CargaAcompanhamentoDrawer() {
  return (
    <CargaDetalhesLayout tab="acompanhamento">
      {(carga) => <Acompanhamento carga={carga} />}
    </CargaDetalhesLayout>
  );
}
