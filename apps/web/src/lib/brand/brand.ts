import type { MantineColorsTuple } from '@mantine/core';

/** A white-label brand (01 §1): resolved from the first label of the host name, product default as fallback. */
export interface TBrand {
  /** The sub-domain label that selects the brand (`rotasul` in `rotasul.embarca.com.br`). */
  key: string;
  /** The product name shown in the header, the sign-in screen and the page title. */
  name: string;
  /** Short initials drawn in the logo mark. */
  logoMark: string;
  /** Mantine colour tuple (10 shades, light to dark) registered as the `brand` colour. */
  primaryColor: MantineColorsTuple;
  /** The shade used for filled components; chosen for at least 4.5:1 contrast with white text. */
  primaryShade: 6 | 7 | 8 | 9;
}

export const DEFAULT_BRAND: TBrand = {
  key: 'embarca',
  name: 'Embarca',
  logoMark: 'E',
  primaryColor: [
    '#e8f1ff',
    '#d2e0fb',
    '#a3bef2',
    '#719ae9',
    '#477be2',
    '#2e68de',
    '#205fdd',
    '#1250c4',
    '#0447b0',
    '#003d9c',
  ],
  primaryShade: 7,
};

/** The three white-label brands (01 §1). */
export const BRANDS: readonly TBrand[] = [
  {
    key: 'rotasul',
    name: 'RotaSul Cargas',
    logoMark: 'RS',
    primaryColor: [
      '#e6fbf0',
      '#d4f2e2',
      '#abe2c4',
      '#7ed2a4',
      '#59c489',
      '#41bb77',
      '#33b76e',
      '#24a05c',
      '#178e50',
      '#007b41',
    ],
    primaryShade: 9,
  },
  {
    key: 'viacerrado',
    name: 'Via Cerrado Log',
    logoMark: 'VC',
    primaryColor: [
      '#fff0e6',
      '#fde0d0',
      '#f6bfa1',
      '#f09c6f',
      '#eb7e44',
      '#e86b28',
      '#e76118',
      '#ce500c',
      '#b84606',
      '#a13a00',
    ],
    primaryShade: 8,
  },
  {
    key: 'nortefrete',
    name: 'Norte Frete',
    logoMark: 'NF',
    primaryColor: [
      '#f1edff',
      '#ded7fb',
      '#bbacf1',
      '#9680e8',
      '#765ae0',
      '#6242dc',
      '#5735da',
      '#4728c2',
      '#3d23ae',
      '#321d9a',
    ],
    primaryShade: 7,
  },
];

/** The brand of a host name: its first label (`rotasul.localhost` → RotaSul); anything else → Embarca. */
export function resolveBrand(hostname: string): TBrand {
  const firstLabel = hostname.trim().toLowerCase().split('.')[0] ?? '';
  return BRANDS.find((brand) => brand.key === firstLabel) ?? DEFAULT_BRAND;
}

/** The page title (01 §2): 'product name / route title'. */
export function pageTitle(brand: TBrand, routeTitle: string | undefined): string {
  return routeTitle ? `${brand.name} / ${routeTitle}` : brand.name;
}
