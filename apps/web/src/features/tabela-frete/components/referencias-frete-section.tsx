import '@mantine/core/styles/Divider.css';
import { Divider, Stack, Text } from '@mantine/core';
import { ReferenciasCoeficientes } from './referencias-coeficientes';
import { ReferenciasIcms } from './referencias-icms';

/**
 * 'Referências de frete' of /painel-admin (support, issue 19): the reference tables every freight price
 * reads — the ANTT floor coefficients by validity and the ICMS rates by UF pair.
 */
export function ReferenciasFreteSection() {
  return (
    <Stack gap="xl">
      <Text c="gray.7" size="sm">
        Tabelas de referência usadas por todas as empresas na cotação de frete: o piso mínimo da ANTT e as
        alíquotas de ICMS.
      </Text>
      <ReferenciasCoeficientes />
      <Divider />
      <ReferenciasIcms />
    </Stack>
  );
}
