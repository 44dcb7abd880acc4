import {
  type CSSVariablesResolver,
  createTheme,
  InputWrapper,
  type MantineThemeOverride,
} from '@mantine/core';
import type { TBrand } from '../lib/brand/brand';

/**
 * A long option list scrolls in the listbox itself, not in a ScrollArea inside it. Mantine's ScrollArea
 * viewport is a scrolling element with no focusable content (options are reached by the arrow keys from the
 * input, through aria-activedescendant), which axe reports as `scrollable-region-focusable` (serious) the
 * moment a list is long enough to scroll — the allocation form's fleet lists were. A scrolling listbox that
 * the combobox controls is the pattern WAI-ARIA describes, and axe knows it: the arrow keys still scroll the
 * active option into view.
 */
const COMBOBOX_LIST = {
  defaultProps: { withScrollArea: false },
  styles: { options: { maxHeight: 'min(18rem, 50vh)', overflowY: 'auto' as const } },
};

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
      // By name, not `Select.extend`: importing the components here would put them in the sign-in bundle.
      Select: COMBOBOX_LIST,
      MultiSelect: COMBOBOX_LIST,
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
