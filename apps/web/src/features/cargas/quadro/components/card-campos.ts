import {
  formatBRL,
  formatDateTime,
  formatNumber,
  formatVolume,
  formatWeight,
  SITUACAO_CARGA_CARD_LABELS,
  type TCampoCard,
  type TCargaQuadroCard,
  TIPO_FRETE_LABELS,
  VISIBILIDADE_CARGA_LABELS,
} from '@embarca/domain';
import {
  IconArrowsExchange,
  IconBuildingFactory2,
  IconBuildingWarehouse,
  IconCalendarCheck,
  IconCalendarEvent,
  IconCalendarUp,
  IconCash,
  IconCircleDot,
  IconCube,
  IconCurrencyReal,
  IconEye,
  IconFileInvoice,
  IconFlag,
  IconHash,
  IconId,
  IconListCheck,
  IconMapPin,
  IconStack,
  IconStack2,
  IconSteeringWheel,
  IconTag,
  IconTruck,
  IconTruckDelivery,
  type TablerIcon,
} from '@tabler/icons-react';
import { decimal } from '../quadro-state';

type TLocal = NonNullable<TCargaQuadroCard['origem']>;

function lookup(labels: Record<number, string>, code: number): string {
  return labels[code] ?? '';
}

/** 'Campinas/SP — Empresa' (the place or company that names the point, after its city). */
export function textoLocal(local: TLocal | null): string {
  if (!local) return '';
  const cidade = [local.cidade, local.uf].filter(Boolean).join('/');
  const nome = local.empresa ?? local.localidade;
  return [cidade, nome].filter(Boolean).join(' — ');
}

/** A card field as text, with the shared formatters; '' when the load has no value for it. */
export function textoCampo(campo: TCampoCard, card: TCargaQuadroCard): string {
  switch (campo) {
    case 'codigo':
      return String(card.codigo);
    case 'codigoIdentificador':
      return card.codigoIdentificador ?? '';
    case 'origem':
      return textoLocal(card.origem);
    case 'destino':
      return textoLocal(card.destino);
    case 'dhColeta':
      return formatDateTime(card.dhColeta);
    case 'dhEntrega':
      return formatDateTime(card.dhEntrega);
    case 'dhPublicacao':
      return formatDateTime(card.dhPublicacao);
    case 'valor':
      return formatBRL(decimal(card.valor));
    case 'valorCarga':
      return formatBRL(decimal(card.valorCarga));
    case 'peso':
      return formatWeight(decimal(card.peso));
    case 'volume':
      return formatVolume(decimal(card.volume), card.volumeUnidade);
    case 'quantidade':
      return card.quantidade === null ? '' : formatNumber(card.quantidade, 0);
    case 'caracteristica':
      return card.caracteristica?.descricao ?? '';
    case 'tipoFrete':
      return lookup(TIPO_FRETE_LABELS, card.tipoFrete);
    case 'visibilidade':
      return lookup(VISIBILIDADE_CARGA_LABELS, card.visibilidade);
    case 'situacao':
      return lookup(SITUACAO_CARGA_CARD_LABELS, card.situacao);
    case 'veiculo': {
      if (!card.veiculo) return '';
      const { placa, frota, equipamentos } = card.veiculo;
      return [[placa, ...equipamentos].join(' + '), frota].filter(Boolean).join(' · ');
    }
    case 'motorista':
      return card.motorista?.nome ?? '';
    case 'transportadora':
      return card.nomeDirecionado ?? '';
    case 'direcionador':
      return card.nomeDirecionador ?? '';
    case 'numerosNF':
      return card.numerosNF.join(', ');
    case 'eventos':
      return card.qntEventos > 0 ? `${card.qntEventosRealizados} de ${card.qntEventos}` : '';
    case 'lote':
      return card.lote ? 'Em lote' : '';
    case 'redespacho':
      return card.possuiRedespacho ? 'Redespacho' : '';
  }
}

export const CAMPO_ICONES: Record<TCampoCard, TablerIcon> = {
  codigo: IconHash,
  codigoIdentificador: IconId,
  origem: IconMapPin,
  destino: IconFlag,
  dhColeta: IconCalendarUp,
  dhEntrega: IconCalendarCheck,
  dhPublicacao: IconCalendarEvent,
  valor: IconCurrencyReal,
  valorCarga: IconCash,
  peso: IconStack2,
  volume: IconCube,
  quantidade: IconStack2,
  caracteristica: IconTag,
  tipoFrete: IconTruckDelivery,
  visibilidade: IconEye,
  situacao: IconCircleDot,
  veiculo: IconTruck,
  motorista: IconSteeringWheel,
  transportadora: IconBuildingWarehouse,
  direcionador: IconBuildingFactory2,
  numerosNF: IconFileInvoice,
  eventos: IconListCheck,
  lote: IconStack,
  redespacho: IconArrowsExchange,
};

/** Badge colours by situacao (the other badges are neutral). */
export const SITUACAO_CORES: Record<number, string> = {
  1: 'yellow',
  2: 'blue',
  3: 'teal',
  4: 'green',
  7: 'red',
  8: 'lime',
};
