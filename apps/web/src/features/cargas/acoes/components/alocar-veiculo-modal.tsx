import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  AcaoCarga,
  formatCpf,
  formatPlate,
  normalizeCpf,
  normalizePlate,
  TIPO_ALOCACAO_LABELS,
  TipoAlocacao,
  type TMotoristaFrota,
  type TTipoAlocacao,
  type TVeiculoFrota,
  ZAlocarCargaBody,
  ZAtualizarVeiculoBody,
} from '@embarca/domain';
import { Input, MultiSelect, SegmentedControl, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { describeApiError } from '../../../../lib/api-error-handler';
import { schemaErrors } from '../../../../lib/schema-form';
import { type TFrotaDe, useMotoristasFrota, useVeiculosFrota } from '../api/use-frota';
import { useTransportadorasAtivas } from '../api/use-transportadoras';
import { AcaoModal, type TAcaoDeCargaProps, useAcaoDialogo } from './acao-modal';

export interface AlocarVeiculoModalProps extends TAcaoDeCargaProps {
  /** 'alocar' (awaiting allocation) or 'atualizar-veiculo' (a load already on the road or delivered). */
  acao: typeof AcaoCarga.Alocar | typeof AcaoCarga.AtualizarVeiculo;
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

/** Own rows first, then the carrier's, as two groups when both exist. */
function agrupar<T extends { id: string; proprio: boolean }>(
  itens: readonly T[],
  rotulo: (item: T) => string,
) {
  const proprios = itens
    .filter((item) => item.proprio)
    .map((item) => ({ value: item.id, label: rotulo(item) }));
  const daTransportadora = itens
    .filter((item) => !item.proprio)
    .map((item) => ({ value: item.id, label: rotulo(item) }));
  if (daTransportadora.length === 0) return proprios;
  return [
    ...(proprios.length > 0 ? [{ group: 'Da empresa', items: proprios }] : []),
    { group: 'Da transportadora', items: daTransportadora },
  ];
}

/**
 * 'Alocar veículo' (POST /carga-mongo/{id}/alocar: allocation type 1 frota, 2 transportadoras — then the
 * carrier —, 3 terceiros; vehicle, driver, up to 5 pieces of equipment) and 'Atualizar veículo' (PUT
 * /{id}/atualizar-veiculo: vehicle, driver, equipment, pre-filled with the load's). The lists offer what the
 * API accepts: the company's fleet and, through a carrier, that carrier's.
 */
export function AlocarVeiculoModal({ acao, carga, onSuccess, ...dialogo }: AlocarVeiculoModalProps) {
  const alocar = acao === AcaoCarga.Alocar;
  const { mutation, modal } = useAcaoDialogo(dialogo);
  const [tipo, setTipo] = useState<string>(String(TipoAlocacao.Frota));
  const [transportadora, setTransportadora] = useState<string | null>(null);
  const [busca, setBusca] = useState('');
  const [buscaDebounced] = useDebouncedValue(busca, 300);
  const [veiculo, setVeiculo] = useState<string | null>(null);
  const [motorista, setMotorista] = useState<string | null>(null);
  const [equipamentos, setEquipamentos] = useState<string[]>([]);
  const [enviado, setEnviado] = useState(false);

  const porTransportadora = alocar && Number(tipo) === TipoAlocacao.Transportadoras;
  const transportadoras = useTransportadorasAtivas(buscaDebounced, { enabled: porTransportadora });
  const de: TFrotaDe = alocar
    ? porTransportadora && transportadora
      ? { transportadoraEmpresaId: transportadora }
      : null
    : { cargaId: carga.id };
  const veiculos = useVeiculosFrota(de);
  const motoristas = useMotoristasFrota(de);

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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setEnviado(true);
    if (Object.keys(erros).length > 0 || mutation.isPending) return;
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
  const opcoesEquipamento = agrupar(
    (veiculos.data ?? []).filter((item) => item.id !== veiculo),
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
      confirmLabel={alocar ? 'Alocar' : 'Atualizar veículo'}
    >
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
        data={agrupar(veiculos.data ?? [], rotuloVeiculo)}
        value={veiculo}
        onChange={(value) => {
          setVeiculo(value);
          setEquipamentos((atuais) => atuais.filter((id) => id !== value));
        }}
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
        value={equipamentos}
        onChange={setEquipamentos}
        error={erro('equipamentos')}
        comboboxProps={{ withinPortal: true }}
      />
      {listas && (
        <Text size="sm" c="red.8" role="alert">
          {describeApiError(listas).message}
        </Text>
      )}
    </AcaoModal>
  );
}
