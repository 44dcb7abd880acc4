import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Paper.css';
import {
  AcaoCarga,
  alertasQueConfirmam,
  formatCpf,
  formatPlate,
  MotivoImpedimento,
  normalizeCpf,
  normalizePlate,
  type TAlertaFrota,
  type TImpedimentoFrota,
  TIPO_ALOCACAO_LABELS,
  TipoAlocacao,
  type TMotoristaFrota,
  type TTipoAlocacao,
  type TVeiculoFrota,
  VENCIMENTO_MESSAGES,
  ZAlocarCargaBody,
  ZAtualizarVeiculoBody,
} from '@embarca/domain';
import {
  Alert,
  Button,
  Group,
  Input,
  List,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconTruck } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { describeApiError } from '../../../../lib/api-error-handler';
import { schemaErrors } from '../../../../lib/schema-form';
import { useSugestaoVeiculos } from '../../rotograma/api/use-carga-veiculo';
import { RazoesDaSugestao } from '../../rotograma/carga-encontrar-veiculo-drawer';
import { type TFrotaDe, useMotoristasFrota, useVeiculosFrota } from '../api/use-frota';
import { useTransportadorasAtivas } from '../api/use-transportadoras';
import { AcaoModal, type TAcaoDeCargaProps, useAcaoDialogo } from './acao-modal';
import classes from './alocar-veiculo-modal.module.css';

export interface AlocarVeiculoModalProps extends TAcaoDeCargaProps {
  /** 'alocar' (awaiting allocation) or 'atualizar-veiculo' (a load already on the road or delivered). */
  acao: typeof AcaoCarga.Alocar | typeof AcaoCarga.AtualizarVeiculo;
  /** The vehicle to start with ('Alocar este veículo' in Encontrar veículo); own fleet. */
  veiculoInicial?: string;
}

const TIPOS = [TipoAlocacao.Frota, TipoAlocacao.Transportadoras, TipoAlocacao.Terceiros].map((tipo) => ({
  value: String(tipo),
  label: TIPO_ALOCACAO_LABELS[tipo],
}));

function rotuloVeiculo(veiculo: TVeiculoFrota): string {
  return [formatPlate(veiculo.placa), veiculo.tipoVeiculo].filter(Boolean).join(' · ');
}

function rotuloMotorista(motorista: TMotoristaFrota): string {
  return motorista.cpf ? `${motorista.nome} · CPF ${formatCpf(motorista.cpf)}` : motorista.nome;
}

type TItemDaFrota = { id: string; proprio: boolean; impedimento?: TImpedimentoFrota | null };

/**
 * Own rows first, then the carrier's, as two groups when both exist. A row the allocation rule refuses for
 * this load (`impedimento`, from the API: capacity, another load in the period) is disabled; its reason
 * shows under it (`OpcaoDaFrota`). `ignorarImpedimento`: the row the load already has (vehicle update).
 */
function agrupar<T extends TItemDaFrota>(
  itens: readonly T[],
  rotulo: (item: T) => string,
  ignorarImpedimento?: (item: T) => boolean,
) {
  const opcao = (item: T) => ({
    value: item.id,
    label: rotulo(item),
    disabled: Boolean(item.impedimento) && !ignorarImpedimento?.(item),
  });
  const proprios = itens.filter((item) => item.proprio).map(opcao);
  const daTransportadora = itens.filter((item) => !item.proprio).map(opcao);
  if (daTransportadora.length === 0) return proprios;
  return [
    ...(proprios.length > 0 ? [{ group: 'Da empresa', items: proprios }] : []),
    { group: 'Da transportadora', items: daTransportadora },
  ];
}

/** The reasons of the rows the allocation rule refuses, by id. */
function impedimentos(itens: readonly TItemDaFrota[] | undefined): Map<string, string> {
  return new Map(
    (itens ?? []).flatMap((item) => (item.impedimento ? [[item.id, item.impedimento.mensagem]] : [])),
  );
}

/** An option of the fleet lists: its label and, when the allocation rule refuses it, why. */
function OpcaoDaFrota({ label, motivo }: { label: string; motivo: string | undefined }) {
  if (!motivo) return <>{label}</>;
  return (
    <Stack gap={0}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text size="xs" c="red.9">
        {motivo}
      </Text>
    </Stack>
  );
}

/** The documents' alerts of the chosen rows (issue 18): shown under the fields, confirmed before saving. */
function AlertasDaEscolha({ alertas }: { alertas: readonly TAlertaFrota[] }) {
  if (alertas.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden="true" />}
      title="Documentos vencidos ou a vencer"
      styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
    >
      <List size="sm" spacing={2}>
        {alertas.map((alerta) => (
          <List.Item key={`${alerta.tipo}-${alerta.mensagem}`}>{alerta.mensagem}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The best suggestions of 'Encontrar veículo' with their reasons; 'Alocar este veículo' picks one. */
function SugestoesDaCarga({
  cargaId,
  onEscolher,
}: {
  cargaId: string;
  onEscolher: (veiculoId: string, motoristaId: string | null) => void;
}) {
  const sugestao = useSugestaoVeiculos(cargaId);
  const melhores = (sugestao.data?.veiculos ?? []).slice(0, 3);
  if (sugestao.isPending || sugestao.isError || melhores.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        Sugestões para esta carga
      </Text>
      <Stack
        component="ol"
        gap={6}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Sugestões de veículos"
      >
        {melhores.map((veiculo, index) => {
          const placa = formatPlate(veiculo.placa);
          return (
            <Paper component="li" key={veiculo.id} withBorder p="xs" radius="sm">
              <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
                <Stack gap={4}>
                  <Text size="sm" fw={700}>
                    {index + 1}º {placa}
                    {veiculo.tipoVeiculo ? ` · ${veiculo.tipoVeiculo}` : ''}
                  </Text>
                  <RazoesDaSugestao veiculo={veiculo} />
                </Stack>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconTruck size={14} aria-hidden="true" />}
                  aria-label={`Alocar este veículo (${placa})`}
                  onClick={() => onEscolher(veiculo.id, veiculo.motorista?.id ?? null)}
                >
                  Alocar este veículo
                </Button>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}

/**
 * 'Alocar veículo' (POST /carga-mongo/{id}/alocar: allocation type 1 frota, 2 transportadoras — then the
 * carrier —, 3 terceiros; vehicle, driver, up to 5 pieces of equipment) and 'Atualizar veículo' (PUT
 * /{id}/atualizar-veiculo: vehicle, driver, equipment, pre-filled with the load's). The lists offer what the
 * API accepts: the company's fleet and, through a carrier, that carrier's; a vehicle or driver the allocation
 * rule refuses for this load is disabled with the reason (the server would answer it with 409).
 */
export function AlocarVeiculoModal({
  acao,
  carga,
  onSuccess,
  veiculoInicial,
  ...dialogo
}: AlocarVeiculoModalProps) {
  const alocar = acao === AcaoCarga.Alocar;
  const { mutation, modal } = useAcaoDialogo(dialogo);
  const [tipo, setTipo] = useState<string>(String(TipoAlocacao.Frota));
  const [transportadora, setTransportadora] = useState<string | null>(null);
  const [busca, setBusca] = useState('');
  const [buscaDebounced] = useDebouncedValue(busca, 300);
  const [veiculo, setVeiculo] = useState<string | null>(veiculoInicial ?? null);
  const [motorista, setMotorista] = useState<string | null>(null);
  const [equipamentos, setEquipamentos] = useState<string[]>([]);
  const [enviado, setEnviado] = useState(false);
  /** The alerts the user confirmed (issue 18: warn before saving, not a refusal); a new choice asks again. */
  const [confirmado, setConfirmado] = useState<string | null>(null);

  const porTransportadora = alocar && Number(tipo) === TipoAlocacao.Transportadoras;
  const transportadoras = useTransportadorasAtivas(buscaDebounced, { enabled: porTransportadora });
  const de: TFrotaDe = alocar
    ? porTransportadora && transportadora
      ? { transportadoraEmpresaId: transportadora }
      : null
    : { cargaId: carga.id };
  const veiculos = useVeiculosFrota(de, { paraCargaId: carga.id });
  const motoristas = useMotoristasFrota(de, { paraCargaId: carga.id });
  const motivosVeiculo = impedimentos(veiculos.data);
  const motivosMotorista = impedimentos(motoristas.data);
  // Updating: the load's own vehicle and driver stay choosable (the rule leaves this load out anyway).
  const atualVeiculo = (item: TVeiculoFrota) => !alocar && item.id === carga.veiculo?.id;

  /**
   * Choosing the vehicle brings its coupled set (the equipment registered with it, still offered) into
   * Equipamentos, replacing the previous vehicle's set; equipment the user picked by hand stays.
   */
  const escolherVeiculo = (novo: string | null) => {
    const lista = veiculos.data ?? [];
    const doAnterior = lista.find((item) => item.id === veiculo)?.conjunto ?? [];
    const conjunto = lista.find((item) => item.id === novo)?.conjunto ?? [];
    const oferecidos = new Set(lista.map((item) => item.id));
    setVeiculo(novo);
    setEquipamentos((atuais) => {
      const semNovo = atuais.filter((id) => id !== novo);
      const doConjuntoAnterior =
        semNovo.length === 0 ||
        (semNovo.length === doAnterior.length && semNovo.every((id) => doAnterior.includes(id)));
      return doConjuntoAnterior ? conjunto.filter((id) => oferecidos.has(id)) : semNovo;
    });
  };

  // A change of carrier changes the lists: a choice no longer offered is dropped.
  useEffect(() => {
    const ids = new Set(veiculos.data?.map((item) => item.id));
    if (!veiculos.data) return;
    setVeiculo((atual) => (atual && ids.has(atual) ? atual : null));
    setEquipamentos((atuais) => atuais.filter((id) => ids.has(id)));
  }, [veiculos.data]);
  useEffect(() => {
    if (!motoristas.data) return;
    const ids = new Set(motoristas.data.map((item) => item.id));
    setMotorista((atual) => (atual && ids.has(atual) ? atual : null));
  }, [motoristas.data]);

  // Updating: start from the load's vehicle, driver (by CPF, else name) and equipment (by plate).
  const preenchido = useRef(alocar);
  useEffect(() => {
    if (preenchido.current || !veiculos.data || !motoristas.data) return;
    preenchido.current = true;
    const atual = carga.veiculo;
    if (atual && veiculos.data.some((item) => item.id === atual.id)) setVeiculo(atual.id);
    const placas = new Set((atual?.equipamentos ?? []).map(normalizePlate));
    setEquipamentos(
      veiculos.data.filter((item) => placas.has(normalizePlate(item.placa))).map((item) => item.id),
    );
    const cpf = normalizeCpf(carga.motorista?.documento);
    const doCarga =
      motoristas.data.find((item) => cpf && item.cpf === cpf) ??
      motoristas.data.find((item) => item.nome === carga.motorista?.nome);
    if (doCarga) setMotorista(doCarga.id);
  }, [veiculos.data, motoristas.data, carga]);

  const tipoAlocacao = Number(tipo) as TTipoAlocacao;
  const corpo = {
    veiculoId: veiculo ?? '',
    motoristaId: motorista ?? '',
    equipamentos,
  };
  const erros = alocar
    ? schemaErrors(ZAlocarCargaBody, {
        ...corpo,
        tipoAlocacao,
        ...(porTransportadora ? { transportadoraEmpresaId: transportadora ?? '' } : {}),
      })
    : schemaErrors(ZAtualizarVeiculoBody, corpo);
  const erro = (campo: string) => (enviado ? erros[campo] : undefined);

  const alertasVeiculo = [veiculo, ...equipamentos].flatMap(
    (id) => veiculos.data?.find((item) => item.id === id)?.alertas ?? [],
  );
  const alertasMotorista = motoristas.data?.find((item) => item.id === motorista)?.alertas ?? [];
  const aConfirmar = alertasQueConfirmam([...alertasMotorista, ...alertasVeiculo]);
  const chaveDaEscolha = `${veiculo}|${motorista}|${equipamentos.join(',')}`;
  const pedindoConfirmacao = confirmado === `pedido:${chaveDaEscolha}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setEnviado(true);
    if (Object.keys(erros).length > 0 || mutation.isPending) return;
    // Expired or expiring documents: the first submit asks, the second (confirmed) saves.
    if (aConfirmar.length > 0 && confirmado !== `ok:${chaveDaEscolha}`) {
      if (pedindoConfirmacao) setConfirmado(`ok:${chaveDaEscolha}`);
      else {
        setConfirmado(`pedido:${chaveDaEscolha}`);
        return;
      }
    }
    if (alocar) {
      mutation.mutate(
        {
          acao: AcaoCarga.Alocar,
          cargaId: carga.id,
          body: {
            ...corpo,
            tipoAlocacao,
            ...(porTransportadora && transportadora ? { transportadoraEmpresaId: transportadora } : {}),
          },
        },
        { onSuccess },
      );
    } else {
      mutation.mutate({ acao: AcaoCarga.AtualizarVeiculo, cargaId: carga.id, body: corpo }, { onSuccess });
    }
  };

  const listas = veiculos.error ?? motoristas.error ?? transportadoras.error;
  // Trailers and semi-trailers are equipment, not the load's vehicle (and the other way round); what is
  // already chosen stays listed.
  const opcoesVeiculo = (veiculos.data ?? []).filter((item) => !item.equipamento || item.id === veiculo);
  const opcoesEquipamento = agrupar(
    (veiculos.data ?? [])
      .filter((item) => item.id !== veiculo && (item.equipamento || equipamentos.includes(item.id)))
      // Equipment is checked for its period only: a trailer's capacity is not the load's limit.
      .map((item) => ({
        ...item,
        impedimento: item.impedimento?.motivo === MotivoImpedimento.SemCapacidade ? null : item.impedimento,
      })),
    rotuloVeiculo,
  );
  const titulo = alocar
    ? `Alocar veículo na carga ${carga.codigo}`
    : `Atualizar o veículo da carga ${carga.codigo}`;
  return (
    <AcaoModal
      {...modal}
      titulo={titulo}
      size="lg"
      onSubmit={submit}
      confirmLabel={
        pedindoConfirmacao
          ? alocar
            ? 'Alocar mesmo assim'
            : 'Atualizar mesmo assim'
          : alocar
            ? 'Alocar'
            : 'Atualizar veículo'
      }
    >
      {alocar && Number(tipo) === TipoAlocacao.Frota && (
        <SugestoesDaCarga
          cargaId={carga.id}
          onEscolher={(veiculoId, motoristaId) => {
            escolherVeiculo(veiculoId);
            if (motoristaId && !motorista) setMotorista(motoristaId);
          }}
        />
      )}
      {alocar && (
        <Input.Wrapper label="Tipo de alocação" required error={erro('tipoAlocacao')}>
          <SegmentedControl
            fullWidth
            mt={4}
            data={TIPOS}
            value={tipo}
            onChange={(value) => {
              setTipo(value);
              if (Number(value) !== TipoAlocacao.Transportadoras) setTransportadora(null);
            }}
            aria-label="Tipo de alocação"
          />
        </Input.Wrapper>
      )}
      {porTransportadora && (
        <Select
          label="Transportadora"
          placeholder="Busque pelo nome ou CNPJ"
          required
          searchable
          searchValue={busca}
          onSearchChange={setBusca}
          // The server filters by the typed text; the list shows what it answered.
          filter={({ options }) => options}
          nothingFoundMessage={
            transportadoras.isFetching ? 'Buscando…' : 'Nenhuma transportadora encontrada.'
          }
          data={(transportadoras.data ?? []).map((item) => ({
            value: item.id,
            label: item.nomeFantasia || item.nome,
          }))}
          value={transportadora}
          onChange={setTransportadora}
          error={erro('transportadoraEmpresaId')}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Select
        label="Veículo"
        placeholder={veiculos.isPending ? 'Carregando veículos…' : 'Selecione o veículo'}
        required
        searchable
        nothingFoundMessage="Nenhum veículo ativo encontrado."
        data={agrupar(opcoesVeiculo, rotuloVeiculo, atualVeiculo)}
        renderOption={({ option }) => (
          <OpcaoDaFrota
            label={option.label}
            motivo={option.disabled ? motivosVeiculo.get(option.value) : undefined}
          />
        )}
        classNames={{ option: classes.opcao }}
        value={veiculo}
        onChange={escolherVeiculo}
        error={erro('veiculoId')}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Motorista"
        placeholder={motoristas.isPending ? 'Carregando motoristas…' : 'Selecione o motorista'}
        required
        searchable
        nothingFoundMessage="Nenhum motorista ativo encontrado."
        data={agrupar(motoristas.data ?? [], rotuloMotorista)}
        renderOption={({ option }) => (
          <OpcaoDaFrota
            label={option.label}
            motivo={option.disabled ? motivosMotorista.get(option.value) : undefined}
          />
        )}
        classNames={{ option: classes.opcao }}
        value={motorista}
        onChange={setMotorista}
        error={erro('motoristaId')}
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label="Equipamentos"
        description="Reboques e semirreboques, até 5."
        placeholder={equipamentos.length === 0 ? 'Nenhum' : undefined}
        searchable
        maxValues={5}
        nothingFoundMessage="Nenhum veículo encontrado."
        data={opcoesEquipamento}
        renderOption={({ option }) => (
          <OpcaoDaFrota
            label={option.label}
            motivo={option.disabled ? motivosVeiculo.get(option.value) : undefined}
          />
        )}
        classNames={{ option: classes.opcao }}
        value={equipamentos}
        onChange={setEquipamentos}
        error={erro('equipamentos')}
        comboboxProps={{ withinPortal: true }}
      />
      <AlertasDaEscolha alertas={[...alertasMotorista, ...alertasVeiculo]} />
      {pedindoConfirmacao && (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          title="Confirme antes de salvar"
          styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
        >
          {VENCIMENTO_MESSAGES.confirmarAlocacao}
        </Alert>
      )}
      {listas && (
        <Text size="sm" c="red.8" role="alert">
          {describeApiError(listas).message}
        </Text>
      )}
    </AcaoModal>
  );
}
