import {
  IconAlertTriangle,
  IconBox,
  IconClock,
  IconDroplet,
  IconFlame,
  IconPackage,
  IconShieldCheck,
  IconSnowflake,
  IconStar,
  IconTag,
  IconTemperature,
  IconTruck,
  type TablerIcon,
} from '@tabler/icons-react';

/** Icons a characteristic may carry (stored by name in `icone`), with pt-BR labels. */
export const CARACTERISTICA_ICONS: Record<string, { label: string; Icon: TablerIcon }> = {
  tag: { label: 'Etiqueta', Icon: IconTag },
  snowflake: { label: 'Refrigerada', Icon: IconSnowflake },
  temperature: { label: 'Temperatura controlada', Icon: IconTemperature },
  flame: { label: 'Inflamável', Icon: IconFlame },
  'alert-triangle': { label: 'Perigosa', Icon: IconAlertTriangle },
  droplet: { label: 'Líquida', Icon: IconDroplet },
  package: { label: 'Fracionada', Icon: IconPackage },
  box: { label: 'Caixa', Icon: IconBox },
  truck: { label: 'Veículo dedicado', Icon: IconTruck },
  'shield-check': { label: 'Escolta / seguro', Icon: IconShieldCheck },
  clock: { label: 'Urgente', Icon: IconClock },
  star: { label: 'Prioritária', Icon: IconStar },
};

export interface CaracteristicaIconProps {
  name: string | null;
  size?: number;
}

export function CaracteristicaIcon({ name, size = 18 }: CaracteristicaIconProps) {
  const entry = name ? CARACTERISTICA_ICONS[name] : undefined;
  const Icon = entry?.Icon ?? IconTag;
  return <Icon size={size} aria-hidden="true" />;
}
