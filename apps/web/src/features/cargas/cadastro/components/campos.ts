import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { type ComponentType, memo } from 'react';
import type { TCargaFormValues } from '../cadastro-carga.values';

/** The load form as its parts receive it. */
export type TCargaForm = UseFormReturnType<TCargaFormValues>;

export { INTEIRO_BR, MOEDA_BR, NUMERO_BR } from '../../../../lib/ui/numero-br';

/**
 * What a part of the form shows, as one comparable string: its values and the errors under its paths
 * (each path itself included: 'origemDestino' is the route's own message).
 */
export function assinatura(valores: unknown, erros: FormErrors, ...paths: string[]): string {
  const proprios = Object.entries(erros).filter(([path]) =>
    paths.some((prefixo) => path === prefixo || path.startsWith(`${prefixo}.`)),
  );
  return JSON.stringify([valores, proprios]);
}

/**
 * A part of the controlled form that re-renders only when its other props change — its `assinatura`
 * above all. The whole form re-renders on every keystroke; without this every input of every section
 * would too (a load with a few documents has well over a hundred). The `form` prop is left out of the
 * comparison: its methods read the form's current state, so an older one still works.
 */
export function parteDoFormulario<P extends { form: TCargaForm; assinatura: string }>(
  Component: ComponentType<P>,
) {
  return memo(Component, (anterior, proximo) =>
    (Object.keys(proximo) as (keyof P)[]).every(
      (chave) => chave === 'form' || Object.is(anterior[chave], proximo[chave]),
    ),
  );
}
