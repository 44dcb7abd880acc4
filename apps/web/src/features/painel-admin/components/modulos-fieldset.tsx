import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Fieldset.css';
import { MODULO_LABELS, type TModulo } from '@embarca/domain';
import { Checkbox, type CheckboxGroupProps, Fieldset, SimpleGrid } from '@mantine/core';

const MODULO_OPTIONS = Object.entries(MODULO_LABELS) as [TModulo, string][];

export type ModulosFieldsetProps = Omit<CheckboxGroupProps, 'children'>;

/** 'Módulos': a checkbox per product module (the form's `getInputProps` of a string[] field). */
export function ModulosFieldset(props: ModulosFieldsetProps) {
  return (
    <Fieldset legend="Módulos" variant="filled">
      <Checkbox.Group {...props} aria-label="Módulos">
        <SimpleGrid cols={2} spacing="xs">
          {MODULO_OPTIONS.map(([id, label]) => (
            <Checkbox key={id} value={id} label={label} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Fieldset>
  );
}
