import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import {
  formatDateTime,
  formatPlate,
  hojeEmSaoPaulo,
  periodoDaAgenda,
  type TItemAgenda,
  TipoAtividadeVeiculo,
  TipoItemAgenda,
  type TVeiculoAgenda,
} from '@embarca/domain';
import { Badge, Button, Group, Pagination, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlus, IconSearch } from '@tabler/icons-react';
import { type CSSProperties, useDeferredValue, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDrawerNavigation } from '../../../lib/navigation/use-drawer-navigation';
import { PageHeader } from '../../../lib/ui/page-header';
import { QueryPending } from '../../../lib/ui/query-state';
import { VencimentosButton } from '../vencimentos/vencimentos-drawer';
import {
  barrasDoPeriodo,
  dataBr,
  diaDaSemana,
  diasDaVisao,
  navegar,
  type TVisaoAgenda,
} from './agenda-layout';
import classes from './agenda-page.module.css';
import { IndisponibilidadeDrawer, type TIndisponibilidadeEditada } from './indisponibilidade-drawer';
import { useAgenda } from './use-agenda';

const HORAS_DO_DIA = [0, 3, 6, 9, 12, 15, 18, 21];

/** The text a bar reads out and shows on hover. */
function rotuloDoItem(item: TItemAgenda, placa: string): string {
  const periodo = `${item.inicio ? formatDateTime(item.inicio) : 'sem início'} a ${item.fim ? formatDateTime(item.fim) : 'sem fim'}`;
  const extra = item.equipamento ? ' (como equipamento)' : '';
  const conflito = item.sobreposto ? '. Sobreposição com outro item da agenda' : '';
  return `${formatPlate(placa)}: ${item.descricao}${extra}, ${periodo}${conflito}`;
}

function classeDoItem(item: TItemAgenda): string {
  if (item.tipo === TipoItemAgenda.Carga) return classes.carga as string;
  if (item.tipo === TipoItemAgenda.Retorno) return classes.retorno as string;
  if (item.tipoAtividade === TipoAtividadeVeiculo.Manutencao) return classes.manutencao as string;
  if (item.tipoAtividade === TipoAtividadeVeiculo.Folga) return classes.folga as string;
  return classes.indisponivel as string;
}

function LinhaDoVeiculo({
  veiculo,
  inicio,
  fim,
  colunas,
  onItem,
}: {
  veiculo: TVeiculoAgenda;
  inicio: number;
  fim: number;
  colunas: number;
  onItem: (item: TItemAgenda, veiculo: TVeiculoAgenda) => void;
}) {
  const barras = barrasDoPeriodo(veiculo.itens, inicio, fim);
  const faixas = Math.max(1, ...barras.map((barra) => barra.faixa + 1));
  return (
    <li className={classes.linha}>
      <div className={classes.veiculo}>
        <Text fw={600} size="sm">
          {formatPlate(veiculo.placa)}
        </Text>
        {veiculo.tipoVeiculo ? (
          <Text size="xs" c="gray.7">
            {veiculo.tipoVeiculo}
          </Text>
        ) : null}
      </div>
      <div
        className={classes.trilho}
        style={{ height: `${faixas * 30 + 8}px`, '--colunas': colunas } as CSSProperties}
      >
        {barras.length === 0 ? <span className={classes.livre}>Livre</span> : null}
        {barras.map((barra) => (
          <button
            type="button"
            key={barra.item.id}
            className={`${classes.barra} ${classeDoItem(barra.item)} ${barra.item.sobreposto ? classes.sobreposto : ''}`}
            style={{
              left: `${barra.esquerda}%`,
              width: `${barra.largura}%`,
              top: `${barra.faixa * 30 + 4}px`,
            }}
            title={rotuloDoItem(barra.item, veiculo.placa)}
            aria-label={rotuloDoItem(barra.item, veiculo.placa)}
            disabled={barra.item.tipo !== TipoItemAgenda.Indisponibilidade && barra.item.cargaId === null}
            onClick={() => onItem(barra.item, veiculo)}
          >
            {barra.item.sobreposto ? '⚠ ' : ''}
            {barra.item.descricao}
          </button>
        ))}
      </div>
    </li>
  );
}

/**
 * `/frota/agenda` (issue 18): per vehicle, a day or week timeline of its loads (click → the load's details
 * drawer), return times and unavailability (click → edit); overlaps marked; prev/next/today; plate filter.
 */
export function AgendaPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { openDrawer } = useDrawerNavigation();
  const hoje = hojeEmSaoPaulo(new Date());
  const data = /^\d{4}-\d{2}-\d{2}$/.test(params.get('data') ?? '') ? (params.get('data') as string) : hoje;
  const visao: TVisaoAgenda = params.get('visao') === 'dia' ? 'dia' : 'semana';
  const [placa, setPlaca] = useState('');
  const placaBuscada = useDeferredValue(placa);
  const [page, setPage] = useState(1);
  const [editada, setEditada] = useState<TIndisponibilidadeEditada | null>(null);

  const dias = diasDaVisao(data, visao);
  const primeiro = dias[0] as string;
  const ultimo = dias.at(-1) as string;
  const periodo = periodoDaAgenda(primeiro, ultimo);
  const query = useAgenda({ inicio: primeiro, fim: ultimo, placa: placaBuscada, page });

  const irPara = (novaData: string, novaVisao: TVisaoAgenda = visao) => {
    const next = new URLSearchParams(params);
    next.set('data', novaData);
    next.set('visao', novaVisao);
    setParams(next, { replace: true });
  };

  const abrirItem = (item: TItemAgenda, veiculo: TVeiculoAgenda) => {
    if (item.tipo === TipoItemAgenda.Carga && item.cargaId) openDrawer(`cargas/detalhes/${item.cargaId}`);
    else if (item.tipo === TipoItemAgenda.Retorno && item.cargaId) {
      navigate(
        `/frota/agenda/${encodeURIComponent(veiculo.id)}/atividade/${encodeURIComponent(veiculo.placa)}?cargaId=${encodeURIComponent(item.cargaId)}`,
      );
    } else if (item.tipo === TipoItemAgenda.Indisponibilidade) {
      setEditada({
        id: item.id,
        veiculoId: veiculo.id,
        tipo: item.tipoAtividade ?? TipoAtividadeVeiculo.Manutencao,
        dhInicio: item.inicio,
        dhFim: item.fim,
        observacao: item.observacao,
      });
    }
  };

  const tituloPeriodo =
    visao === 'dia'
      ? `${diaDaSemana(primeiro)}, ${dataBr(primeiro)}`
      : `${dataBr(primeiro)} a ${dataBr(ultimo)}`;

  return (
    <Stack gap="md">
      <PageHeader
        title="Agenda da frota"
        description="Cargas, retornos e indisponibilidades de cada veículo."
      />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            aria-label={visao === 'dia' ? 'Dia anterior' : 'Semana anterior'}
            onClick={() => irPara(navegar(data, visao, -1))}
          >
            <IconChevronLeft size={18} aria-hidden="true" />
          </Button>
          <Button variant="default" onClick={() => irPara(hoje)}>
            Hoje
          </Button>
          <Button
            variant="default"
            aria-label={visao === 'dia' ? 'Próximo dia' : 'Próxima semana'}
            onClick={() => irPara(navegar(data, visao, 1))}
          >
            <IconChevronRight size={18} aria-hidden="true" />
          </Button>
          <Text fw={600} aria-live="polite" className={classes.periodo}>
            {tituloPeriodo}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <SegmentedControl
            aria-label="Visualização"
            value={visao}
            onChange={(value) => irPara(data, value as TVisaoAgenda)}
            data={[
              { value: 'dia', label: 'Dia' },
              { value: 'semana', label: 'Semana' },
            ]}
          />
          <TextInput
            aria-label="Filtrar por placa"
            placeholder="Filtrar por placa"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={placa}
            onChange={(event) => {
              setPlaca(event.currentTarget.value);
              setPage(1);
            }}
            w={180}
          />
          <VencimentosButton />
          <Button
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() =>
              setEditada({
                id: null,
                veiculoId: null,
                tipo: TipoAtividadeVeiculo.Manutencao,
                dhInicio: null,
                dhFim: null,
                observacao: null,
              })
            }
          >
            Adicionar indisponibilidade
          </Button>
        </Group>
      </Group>

      <Group gap="xs" aria-label="Legenda">
        <Badge className={classes.carga} variant="filled">
          Carga
        </Badge>
        <Badge className={classes.retorno} variant="filled">
          Retorno
        </Badge>
        <Badge className={classes.manutencao} variant="filled">
          Manutenção
        </Badge>
        <Badge className={classes.folga} variant="filled">
          Folga
        </Badge>
        <Badge className={classes.indisponivel} variant="filled">
          Indisponível
        </Badge>
        <Badge className={classes.sobreposto} variant="outline" c="red.9">
          ⚠ Sobreposição
        </Badge>
      </Group>

      {query.isPending || query.isError ? (
        <QueryPending query={query} />
      ) : query.data.veiculos.length === 0 ? (
        <Text>
          {placaBuscada.trim()
            ? 'Nenhum veículo encontrado com essa placa.'
            : 'Nenhum veículo ativo cadastrado na frota.'}
        </Text>
      ) : (
        <ul
          className={classes.agenda}
          aria-label={`Agenda da frota, ${tituloPeriodo}`}
          aria-busy={query.isFetching}
        >
          <li className={classes.linha}>
            <div className={classes.veiculo}>
              <Text size="sm" fw={600}>
                Veículo
              </Text>
            </div>
            <div className={classes.cabecalho}>
              {visao === 'dia'
                ? HORAS_DO_DIA.map((hora) => (
                    <span key={hora} className={classes.coluna}>
                      {String(hora).padStart(2, '0')}h
                    </span>
                  ))
                : dias.map((dia) => (
                    <span key={dia} className={`${classes.coluna} ${dia === hoje ? classes.hoje : ''}`}>
                      <span className={classes.semana}>{diaDaSemana(dia, true)}</span>{' '}
                      {dataBr(dia).slice(0, 5)}
                    </span>
                  ))}
            </div>
          </li>
          {query.data.veiculos.map((veiculo) => (
            <LinhaDoVeiculo
              key={veiculo.id}
              veiculo={veiculo}
              inicio={periodo.inicio.getTime()}
              fim={periodo.fim.getTime()}
              colunas={visao === 'dia' ? HORAS_DO_DIA.length : 7}
              onItem={abrirItem}
            />
          ))}
        </ul>
      )}
      {query.data && query.data.total > query.data.pageSize ? (
        <Pagination
          total={Math.ceil(query.data.total / query.data.pageSize)}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? 'Página anterior' : 'Próxima página',
          })}
        />
      ) : null}
      <IndisponibilidadeDrawer editada={editada} onClose={() => setEditada(null)} />
    </Stack>
  );
}
