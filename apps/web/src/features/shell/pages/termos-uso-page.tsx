import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { TERMOS_DOCUMENTOS, TERMOS_PATH, TERMOS_USO } from '../termos-uso.texts';

/** /menu/termos-uso and its pages ficha-suporte, embarcador, protecao-dados (01 §2). */
export function TermosUsoPage() {
  const { pathname } = useLocation();
  const documento =
    TERMOS_DOCUMENTOS.find((item) => item.path === pathname.replace(/\/+$/, '')) ?? TERMOS_USO;
  const outros = TERMOS_DOCUMENTOS.filter((item) => item.path !== documento.path);

  return (
    <Stack gap="lg" maw={860}>
      <div>
        {documento.path !== TERMOS_PATH ? (
          <Anchor component={Link} to={TERMOS_PATH} size="sm">
            Termos de uso
          </Anchor>
        ) : null}
        <Title order={1} size="h2">
          {documento.titulo}
        </Title>
        <Text c="gray.7" size="sm" mt={4}>
          {documento.resumo} Atualizado em {documento.atualizadoEm}.
        </Text>
      </div>
      {documento.secoes.map((secao) => (
        <section key={secao.titulo} aria-label={secao.titulo}>
          <Title order={2} size="h4" mb="xs">
            {secao.titulo}
          </Title>
          <Stack gap="xs">
            {secao.paragrafos.map((paragrafo) => (
              <Text key={paragrafo} size="sm">
                {paragrafo}
              </Text>
            ))}
          </Stack>
        </section>
      ))}
      <nav aria-label="Outros documentos">
        <Title order={2} size="h4" mb="xs">
          Outros documentos
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {outros.map((item) => (
            <Paper key={item.path} withBorder radius="md" p="sm">
              <Anchor component={Link} to={item.path} fw={600} size="sm">
                {item.titulo}
              </Anchor>
              <Text size="xs" c="gray.7" mt={4}>
                {item.resumo}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </nav>
    </Stack>
  );
}
