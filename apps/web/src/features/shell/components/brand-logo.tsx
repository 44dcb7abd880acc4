import { Box } from '@mantine/core';
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
  /** Hides the name below Mantine's `sm` breakpoint (the top bar on a phone: the mark alone). */
  nameVisibleFrom?: 'sm';
}

/**
 * The mark as an SVG image: its initials are a picture of the logo, not text of the page — as text they
 * would run into the name ('EEmbarca') in what assistive technology and axe read as the link's visible
 * label (WCAG 2.5.3). A data: URL (allowed by the page's CSP img-src), so nothing is fetched.
 */
export function logoMarkSrc(brand: TBrand, inverted: boolean): string {
  const markFill = inverted ? 'rgba(255,255,255,0.18)' : brand.primaryColor[brand.primaryShade];
  const fontSize = brand.logoMark.length > 1 ? 13 : 17;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="8" fill="${markFill}"/>` +
    `<text x="16" y="21.5" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" ` +
    `font-size="${fontSize}" fill="#fff">${escapeXml(brand.logoMark)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The brand's logo: a rounded mark with its initials and the product name. */
export function BrandLogo({
  brand = ACTIVE_BRAND,
  size = 32,
  textColor,
  inverted = false,
  nameVisibleFrom,
}: BrandLogoProps) {
  return (
    <span
      style={{ display: 'inline-flex', alignItems: 'center', gap: size * 0.3, color: textColor ?? 'inherit' }}
    >
      <img
        src={logoMarkSrc(brand, inverted)}
        width={size}
        height={size}
        alt=""
        style={{ display: 'block' }}
      />
      <Box
        component="span"
        visibleFrom={nameVisibleFrom}
        style={{ fontWeight: 700, fontSize: size * 0.62, letterSpacing: '-0.01em', lineHeight: 1 }}
      >
        {brand.name}
      </Box>
    </span>
  );
}
