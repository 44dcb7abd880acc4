import { ACTIVE_BRAND } from '../../../lib/brand/active-brand';
import type { TBrand } from '../../../lib/brand/brand';

export interface BrandLogoProps {
  brand?: TBrand;
  /** Height of the mark in pixels; the name scales with it. */
  size?: number;
  /** Colour of the name text (the mark keeps the brand colour). */
  textColor?: string;
  /** Draws the mark in white on a translucent square, for coloured backgrounds. */
  inverted?: boolean;
}

/** The brand's logo: a rounded mark with its initials and the product name. */
export function BrandLogo({ brand = ACTIVE_BRAND, size = 32, textColor, inverted = false }: BrandLogoProps) {
  const markFill = inverted ? 'rgba(255,255,255,0.18)' : brand.primaryColor[brand.primaryShade];
  return (
    <span
      style={{ display: 'inline-flex', alignItems: 'center', gap: size * 0.3, color: textColor ?? 'inherit' }}
    >
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={markFill} />
        <text
          x="16"
          y="21.5"
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
          fontWeight="700"
          fontSize={brand.logoMark.length > 1 ? 13 : 17}
          fill="#fff"
        >
          {brand.logoMark}
        </text>
      </svg>
      <span style={{ fontWeight: 700, fontSize: size * 0.62, letterSpacing: '-0.01em', lineHeight: 1 }}>
        {brand.name}
      </span>
    </span>
  );
}
