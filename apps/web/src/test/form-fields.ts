import { fireEvent, screen, within } from '@testing-library/react';

/** A form field by its label inside `container` (a Select's listbox carries the same label: the input comes first). */
export const fieldByLabel = (container: HTMLElement, label: string | RegExp) =>
  within(container).getAllByLabelText(label)[0] as HTMLInputElement;

/** Picks an option of a Mantine Select or MultiSelect found by its label inside `container`. */
export async function pickOption(container: HTMLElement, label: string | RegExp, option: string | RegExp) {
  const input = fieldByLabel(container, label);
  input.focus();
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
