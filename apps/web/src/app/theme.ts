import {
  type CSSVariablesResolver,
  createTheme,
  InputWrapper,
  type MantineThemeOverride,
} from '@mantine/core';
import type { TBrand } from '../lib/brand/brand';

/** Light theme (01 §9: light style by default, primary colour = the brand's). */
export function createBrandTheme(brand: TBrand): MantineThemeOverride {
  return createTheme({
    colors: { brand: brand.primaryColor },
    primaryColor: 'brand',
    primaryShade: { light: brand.primaryShade, dark: 5 },
    defaultRadius: 'md',
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: { fontWeight: '650' },
    components: {
      // Mantine's 'dimmed' grey gives 3.3:1 on white: input descriptions use gray.7 (WCAG AA 4.5:1).
      InputWrapper: InputWrapper.extend({
        styles: { description: { color: 'var(--mantine-color-gray-7)' } },
      }),
    },
  });
}

/**
 * Mantine's error red (red.6, #fa5252) gives 3.3:1 on white: the messages under invalid fields and their
 * typed text use red.8 (5.8:1, WCAG AA), as the app's own red texts do (issue 16).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-8)' },
  dark: {},
});
