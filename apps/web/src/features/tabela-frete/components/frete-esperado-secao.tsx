import '@mantine/core/styles/Divider.css';
import { formatDateTime, MODO_ICMS_LABELS, ModoIcms } from '@embarca/domain';
import { Divider, Group, Text } from '@mantine/core';
import { ToneBadge } from '../../../lib/ui/status-badge';
import { Campos, Secao } from '../../cargas/detalhes/detalhes-campos';
import { useFreteEsperado } from '../api/use-frete-esperado';
import { moeda, percentual } from '../formato';
import { tabelaDoPreco, transportadoraDoPreco } from '../preco';
import { ComposicaoPreco, descricaoDoPiso, formulaDoPiso } from './composicao-preco';

/**
 * The load details' 'Frete esperado' (issue 19): the price of the freight table frozen on the load when it
 * was awarded — table and version, carrier, total, components, ICMS, the ANTT floor and whether the price
 * was below it. Nothing when the load has none (or the session has no freight-table module).
 */
export function FreteEsperadoSecao({ cargaId }: { cargaId: string }) {
  const consulta = useFreteEsperado(cargaId);
  const frete = consulta.data?.freteEsperado;
  if (!frete) return null;
  const { preco } = frete;
  const icms =
    preco.icms.modo === ModoIcms.NaoIncide
      ? MODO_ICMS_LABELS[preco.icms.modo]
      : `${moeda(preco.icms.valor)} (${percentual(preco.icms.aliquota)} · ${MODO_ICMS_LABELS[preco.icms.modo]})`;
  return (
    <>
      <Divider />
      <Secao titulo="Frete esperado">
        <Campos
          campos={[
            { label: 'Tabela de frete', value: tabelaDoPreco(preco) },
            { label: 'Transportadora', value: transportadoraDoPreco(preco) },
            { label: 'Total esperado', value: moeda(preco.total) },
            { label: 'ICMS', value: icms },
            {
              label: 'Piso mínimo ANTT',
              value: preco.piso
                ? `${moeda(preco.piso.valor)} — ${descricaoDoPiso(preco.piso)}`
                : 'Não se aplica',
            },
            { label: 'Abaixo do piso ANTT', value: preco.abaixoDoPiso ? 'Sim' : 'Não' },
          ]}
        />
        {preco.abaixoDoPiso && (
          <Group gap="xs">
            <ToneBadge color="orange">Abaixo do piso ANTT</ToneBadge>
            {preco.diferencaParaPiso && (
              <Text size="sm" c="red.8">
                Diferença para o piso: {moeda(preco.diferencaParaPiso)}
              </Text>
            )}
          </Group>
        )}
        {preco.piso && (
          <Text size="xs" c="gray.7">
            {formulaDoPiso(preco.piso)}
          </Text>
        )}
        <ComposicaoPreco preco={preco} rotulo="Composição do frete esperado" />
        <Text size="xs" c="gray.7">
          Calculado em {formatDateTime(frete.calculadoEm)}
        </Text>
      </Secao>
    </>
  );
}
