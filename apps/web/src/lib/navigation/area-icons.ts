import {
  IconAdjustmentsHorizontal,
  IconArrowsExchange,
  IconBell,
  IconBellCog,
  IconCalendarTime,
  IconChartBar,
  IconFileInvoice,
  IconForms,
  IconHome,
  IconMessages,
  IconPackages,
  IconPlugConnected,
  IconReport,
  IconSettings,
  IconShieldLock,
  IconSpeakerphone,
  IconTruck,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { TAreaKey } from './app-routes';

export type TAreaIcon = ComponentType<{ size?: number | string; stroke?: number | string }>;

export const AREA_ICONS: Record<TAreaKey, TAreaIcon> = {
  inicio: IconHome,
  frota: IconTruck,
  formacao: IconPackages,
  'cross-docking': IconArrowsExchange,
  cargas: IconTruckDelivery,
  oferecimento: IconSpeakerphone,
  dashboards: IconChartBar,
  'auditoria-fretes': IconFileInvoice,
  'portal-agendamento': IconCalendarTime,
  formularios: IconForms,
  relatorios: IconReport,
  automacao: IconBellCog,
  integracao: IconPlugConnected,
  mensagens: IconMessages,
  notificacoes: IconBell,
  preferencias: IconAdjustmentsHorizontal,
  configuracoes: IconSettings,
  'painel-admin': IconShieldLock,
};
