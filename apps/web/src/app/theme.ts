import { createTheme, InputWrapper, type MantineThemeOverride } from '@mantine/core';
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
