import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import {
  enumLabel,
  formatDateTime,
  formatPlate,
  horarioSaoPaulo,
  instanteDoHorarioSaoPaulo,
  MESSAGES,
  OBSERVACAO_ATIVIDADE_MAX,
  requiredMessage,
  TIPO_ATIVIDADE_VEICULO_LABELS,
  type TVeiculoAtividade,
  type TVeiculoAtividadeCarga,
  type TVeiculoAtividades,
  VEICULO_ATIVIDADE_MESSAGES,
  validarHorarioRetorno,
} from '@embarca/domain';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/api-error-handler';
import { TOAST_CLOSE_PROPS } from '../../../lib/ui/notify';
import { ToneBadge } from '../../../lib/ui/status-badge';
import { QUADRO_PATH } from '../../inicio/links-quadro';
import { useRegistrarRetorno, useVeiculoAtividades } from './use-veiculo-atividades';

const SEM_VALOR = '—';

function Falha({ error }: { error: unknown }) {
  const naoEncontrado = error instanceof ApiError && error.status === 404;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
      {naoEncontrado ? 'Veículo ou carga não encontrado.' : describeApiError(error).message}
    </Alert>
  );
}

interface FormularioProps {
  veiculoId: string;
  carga: TVeiculoAtividadeCarga;
  onSalvo: () => void;
}

/** The return time of the load's trip (São Paulo time) and a note; an existing one is changed in place. */
function RetornoFormulario({ veiculoId, carga, onSalvo }: FormularioProps) {
  const registrar = useRegistrarRetorno(veiculoId);
  const atual = carga.atividade;
  const [retorno, setRetorno] = useState(() => horarioSaoPaulo(atual?.dhRetorno ?? null));
  const [observacao, setObservacao] = useState(atual?.observacao ?? '');
  const [erro, setErro] = useState<string | null>(null);

  const enviar = (event: FormEvent) => {
    event.preventDefault();
    if (retorno === '') {
      setErro(requiredMessage('Horário de retorno'));
      return;
    }
    const dhRetorno = instanteDoHorarioSaoPaulo(retorno);
    if (!dhRetorno) {
      setErro(MESSAGES.invalidDate);
      return;
    }
    const regra = validarHorarioRetorno(carga.dhInicio, dhRetorno);
    if (regra) {
      setErro(regra);
      return;
    }
    setErro(null);
    registrar.mutate(
      { cargaId: carga.id, dhRetorno: dhRetorno.toISOString(), observacao },
      {
        onSuccess: (result) => {
          notifications.show({
            message: result.message,
            color: 'teal',
            withBorder: true,
            ...TOAST_CLOSE_PROPS,
          });
          onSalvo();
        },
      },
    );
  };

  return (
    <form onSubmit={enviar} noValidate aria-label="Horário de retorno">
      <Stack gap="sm">
        <TextInput
          type="datetime-local"
          label="Horário de retorno"
          description="Horário de Brasília"
          required
          value={retorno}
          min={horarioSaoPaulo(carga.dhInicio)}
          onChange={(event) => setRetorno(event.currentTarget.value)}
          error={erro}
          maw={280}
        />
        <Textarea
          label="Observação"
          // Fixed rows: the autosize variant needs the Font Loading API, absent in some environments.
          rows={3}
          maxLength={OBSERVACAO_ATIVIDADE_MAX}
          description={`${observacao.length}/${OBSERVACAO_ATIVIDADE_MAX} caracteres`}
          value={observacao}
          onChange={(event) => setObservacao(event.currentTarget.value)}
        />
        {registrar.isError && (
          <Alert color="red" variant="light" role="alert">
            {describeApiError(registrar.error).message}
          </Alert>
        )}
        {atual && (
          <Text size="xs" c="gray.7">
            Retorno registrado em {formatDateTime(atual.criadoEm)}
            {atual.criadoPor ? ` por ${atual.criadoPor}` : ''}.
          </Text>
        )}
        <Group gap="sm">
          <Button type="submit" loading={registrar.isPending}>
            {atual ? 'Salvar alteração' : 'Salvar'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The vehicle's latest activities (this company's), the latest return first. */
function AtividadesTabela({ atividades }: { atividades: readonly TVeiculoAtividade[] }) {
  if (atividades.length === 0) return <Text size="sm">Nenhuma atividade registrada para este veículo.</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder fz="sm" aria-label="Atividades recentes do veículo">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Carga</Table.Th>
            <Table.Th>Atividade</Table.Th>
            <Table.Th>Saída</Table.Th>
            <Table.Th>Retorno</Table.Th>
            <Table.Th>Observação</Table.Th>
            <Table.Th>Registrado por</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {atividades.map((atividade) => (
            <Table.Tr key={atividade.id}>
              <Table.Td>{atividade.cargaCodigo ?? SEM_VALOR}</Table.Td>
              <Table.Td>{enumLabel(TIPO_ATIVIDADE_VEICULO_LABELS, atividade.tipo) || SEM_VALOR}</Table.Td>
              <Table.Td>{formatDateTime(atividade.dhInicio) || SEM_VALOR}</Table.Td>
              <Table.Td>{formatDateTime(atividade.dhRetorno) || SEM_VALOR}</Table.Td>
              <Table.Td>{atividade.observacao ?? SEM_VALOR}</Table.Td>
              <Table.Td>{atividade.criadoPor ?? SEM_VALOR}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Conteudo({ veiculoId, dados }: { veiculoId: string; dados: TVeiculoAtividades }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { veiculo, carga } = dados;
  // Back where the user came from (the board with its group and filters); a page opened directly goes to the board.
  const voltar = () => (location.key === 'default' ? navigate(QUADRO_PATH) : navigate(-1));
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <Text fw={600}>Veículo {formatPlate(veiculo.placa)}</Text>
        <ToneBadge color={veiculo.frota ? 'teal' : 'gray'}>
          {veiculo.frota ? 'Frota contratada' : 'Fora da frota contratada'}
        </ToneBadge>
      </Group>
      {carga && (
        <Paper withBorder p="md" radius="md" component="section" aria-label={`Carga ${carga.codigo}`}>
          <Stack gap="sm">
            <Text size="sm">
              Carga {carga.codigo}
              {carga.dhInicio ? ` · saída em ${formatDateTime(carga.dhInicio)}` : ''}
            </Text>
            {veiculo.frota ? (
              <RetornoFormulario veiculoId={veiculoId} carga={carga} onSalvo={voltar} />
            ) : (
              <Alert color="yellow" variant="light" role="alert">
                {VEICULO_ATIVIDADE_MESSAGES.veiculoNaoFrota}
              </Alert>
            )}
          </Stack>
        </Paper>
      )}
      {!carga && (
        <Text size="sm" c="gray.7">
          Para registrar um horário de retorno, abra esta página pelo menu da carga no quadro de cargas.
        </Text>
      )}
      <Stack gap="xs" component="section" aria-label="Atividades recentes">
        <Title order={3} size="h5">
          Atividades recentes
        </Title>
        <AtividadesTabela atividades={dados.atividades} />
      </Stack>
      <Group>
        <Button variant="default" onClick={voltar}>
          Voltar
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Route `frota/agenda/{vehicleId}/atividade/{plate}` (02 §2 "add return time"): opened from a load card's
 * menu with `?cargaId=`; registers when the contracted fleet vehicle returns from that load's trip and lists
 * the vehicle's latest activities. The plate in the path only names the page; the vehicle's is the API's.
 */
export function VeiculoAtividadePage() {
  const { vehicleId = '' } = useParams();
  const [search] = useSearchParams();
  const cargaId = search.get('cargaId');
  const atividades = useVeiculoAtividades(vehicleId, cargaId);
  return (
    <Stack gap="md" maw={960}>
      <Title order={2}>Adicionar horário de retorno</Title>
      {atividades.isPending ? (
        <Center py="xl">
          <Loader aria-label="Carregando" />
        </Center>
      ) : atividades.isError ? (
        <Falha error={atividades.error} />
      ) : (
        <Conteudo veiculoId={vehicleId} dados={atividades.data} />
      )}
    </Stack>
  );
}
