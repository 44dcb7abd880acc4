import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Group.css';
import { iconeDoVeiculo, type TIconeCarroceria, type TIconeVeiculo } from '@embarca/domain';
import { Group, ThemeIcon } from '@mantine/core';
import {
  IconBus,
  IconCar,
  IconContainer,
  IconDroplet,
  IconGrain,
  IconSnowflake,
  IconTruck,
  IconTruckDelivery,
  IconTruckLoading,
  type TablerIcon,
} from '@tabler/icons-react';

/** The silhouette per vehicle kind (the domain maps type names to kinds, 02 §9). */
const ICONES_VEICULO: Record<TIconeVeiculo, TablerIcon> = {
  utilitario: IconCar,
  leve: IconTruckDelivery,
  rigido: IconTruck,
  articulado: IconTruckLoading,
  generico: IconTruck,
};

/** The mark per body kind; none for a plain body. */
const ICONES_CARROCERIA: Record<TIconeCarroceria, TablerIcon> = {
  refrigerada: IconSnowflake,
  tanque: IconDroplet,
  conteiner: IconContainer,
  granel: IconGrain,
  veiculos: IconBus,
};

/** The vehicle's icon from its type and body names, decorative (the text beside it names them). */
export function VeiculoIcone({
  tipoVeiculo,
  tipoCarroceria,
}: {
  tipoVeiculo: string | null;
  tipoCarroceria: string | null;
}) {
  const icone = iconeDoVeiculo(tipoVeiculo, tipoCarroceria);
  const Veiculo = ICONES_VEICULO[icone.veiculo];
  const Carroceria = icone.carroceria ? ICONES_CARROCERIA[icone.carroceria] : null;
  return (
    <Group
      gap={2}
      wrap="nowrap"
      aria-hidden="true"
      data-icone={icone.veiculo}
      data-carroceria={icone.carroceria ?? ''}
    >
      <ThemeIcon variant="light" color="blue" size="lg" radius="md">
        <Veiculo size={20} />
      </ThemeIcon>
      {Carroceria && (
        <ThemeIcon variant="light" color="gray" size="sm" radius="xl">
          <Carroceria size={12} />
        </ThemeIcon>
      )}
    </Group>
  );
}
