import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Grid.css';
import {
  ETIQUETAS_MESSAGES,
  etiquetasDosPedidos,
  FORMATO_ETIQUETA_LABELS,
  FormatoEtiqueta,
  Modulo,
  type TEtiquetasImpressao,
  type TEtiquetaVolume,
  type TFormatoEtiqueta,
  type THistoricoEtiquetasItem,
  type TPedido,
  volumesDoPedido,
} from '@embarca/domain';
import { Alert, Button, Grid, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { sessionModules } from '../../../lib/access';
import { ApiError } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/api-error-handler';
import { notifyInfo } from '../../../lib/ui/notify';
import { PageHeader } from '../../../lib/ui/page-header';
import { useSession } from '../../../lib/use-session';
import { useImprimirEtiquetas, useReimprimirEtiquetas } from './api/use-etiquetas';
import { HistoricoEtiquetas } from './components/historico-etiquetas';
import { PreviaEtiqueta } from './components/previa-etiqueta';
import { SelecaoCargas, type TCargaEscolhida } from './components/selecao-cargas';
import { SelecaoPedidos } from './components/selecao-pedidos';
import { baixarZpl, ETIQUETAS_TEXTOS, gerarPdfEtiquetas } from './etiquetas-pdf';

const FORMATOS = Object.entries(FORMATO_ETIQUETA_LABELS) as [TFormatoEtiqueta, string][];

const plural = (n: number, um: string, varios: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? um : varios}`;

/** 'N pedidos, M cargas'. */
export function resumoDaSelecao(pedidos: number, cargas: number): string {
  return `${plural(pedidos, 'pedido', 'pedidos')}, ${plural(cargas, 'carga', 'cargas')}`;
}

/**
 * The labels in the format asked: a PDF (pdfmake and bwip-js load now, not with the page) or the ZPL file.
 * A failure to draw the PDF is the client's (ETIQUETAS_TEXTOS.erroPdf), not the server's.
 */
async function emitir(etiquetas: readonly TEtiquetaVolume[], formato: TFormatoEtiqueta): Promise<void> {
  if (formato === FormatoEtiqueta.Zpl) {
    baixarZpl(etiquetas);
    return;
  }
  await gerarPdfEtiquetas(etiquetas, formato);
}

class ErroDeRenderizacao extends Error {}

/** The first label of an order, as the server will build it (the domain's etiquetasDosPedidos). */
function primeiraEtiqueta(pedido: TPedido): TEtiquetaVolume | null {
  try {
    return etiquetasDosPedidos([pedido])[0] ?? null;
  } catch {
    // More volumes than a print allows: the server's message says so on 'Imprimir'.
    return null;
  }
}

function temModulo(modulos: readonly string[], modulo: string): boolean {
  return modulos.some((m) => m.toLowerCase() === modulo.toLowerCase());
}

function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {titulo}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * /formacao/impressao-etiquetas (issue 21): volume labels of chosen orders (searchable list) and loads (by
 * code), printed as a 100 × 150 mm or A4 PDF or as ZPL; a preview of the first label's texts; the history
 * of prints with 'Reimprimir' (in the format recorded). The orders list needs the load formation module and
 * the loads' search the loads module (their APIs' rules).
 */
export function EtiquetasPage() {
  const session = useSession();
  const modulos = session ? sessionModules(session) : [];
  const comPedidos = temModulo(modulos, Modulo.Formacao);
  const comCargas = temModulo(modulos, Modulo.Cargas);

  const [pedidos, setPedidos] = useState<Map<string, TPedido>>(new Map());
  const [cargas, setCargas] = useState<TCargaEscolhida[]>([]);
  const [formato, setFormato] = useState<TFormatoEtiqueta>(FormatoEtiqueta.Termica100x150);
  const [erro, setErro] = useState<string | null>(null);
  const [erroReimpressao, setErroReimpressao] = useState<string | null>(null);
  const [gerando, setGerando] = useState(false);
  const [reimprimindo, setReimprimindo] = useState<string | null>(null);
  const [ultima, setUltima] = useState<TEtiquetaVolume | null>(null);
  const imprimir = useImprimirEtiquetas();
  const reimprimir = useReimprimirEtiquetas();

  const nenhumaEscolha = pedidos.size === 0 && cargas.length === 0;
  const volumesDosPedidos = [...pedidos.values()].reduce(
    (soma, pedido) => soma + volumesDoPedido(pedido.quantidadeVolumes),
    0,
  );
  const primeiroPedido = pedidos.values().next().value;
  const previa = primeiroPedido ? primeiraEtiqueta(primeiroPedido) : ultima;

  /** Renders the answer; a drawing failure is told apart from the request's. */
  const renderizar = async (resposta: TEtiquetasImpressao) => {
    if (resposta.etiquetas.length === 0) {
      notifyInfo(ETIQUETAS_MESSAGES.nenhumaEtiqueta);
      return;
    }
    setUltima(resposta.etiquetas[0] ?? null);
    try {
      await emitir(resposta.etiquetas, resposta.formato);
    } catch {
      throw new ErroDeRenderizacao(ETIQUETAS_TEXTOS.erroPdf);
    }
  };

  const mensagem = (error: unknown) =>
    error instanceof ErroDeRenderizacao ? error.message : describeApiError(error).message;

  const aoImprimir = async () => {
    setErro(null);
    setGerando(true);
    try {
      const resposta = await imprimir.mutateAsync({
        pedidoIds: [...pedidos.keys()],
        cargaIds: cargas.map((carga) => carga.id),
        formato,
      });
      await renderizar(resposta);
    } catch (error) {
      // 403 is the API client's (it says so and goes home).
      if (!(error instanceof ApiError && error.status === 403)) setErro(mensagem(error));
    } finally {
      setGerando(false);
    }
  };

  const aoReimprimir = async (impressao: THistoricoEtiquetasItem) => {
    setErroReimpressao(null);
    setReimprimindo(impressao.id);
    try {
      await renderizar(await reimprimir.mutateAsync(impressao.id));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 403)) setErroReimpressao(mensagem(error));
    } finally {
      setReimprimindo(null);
    }
  };

  const limpar = () => {
    setPedidos(new Map());
    setCargas([]);
    setErro(null);
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="Impressão de etiquetas"
        description="Escolha pedidos e cargas, o formato, e imprima uma etiqueta por volume."
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <Secao titulo="Pedidos">
              {comPedidos ? (
                <SelecaoPedidos selecionados={pedidos} onChange={setPedidos} />
              ) : (
                <Text size="sm" c="gray.7">
                  A escolha de pedidos requer o módulo Formação de cargas.
                </Text>
              )}
            </Secao>
            <Secao titulo="Cargas">
              {comCargas ? (
                <SelecaoCargas cargas={cargas} onChange={setCargas} />
              ) : (
                <Text size="sm" c="gray.7">
                  A escolha de cargas requer o módulo Cargas.
                </Text>
              )}
              <Text size="xs" c="gray.7">
                Uma carga formada por pedidos imprime as etiquetas dos seus pedidos; as demais, dos seus
                documentos (a quantidade de cada documento como volumes).
              </Text>
            </Secao>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <Secao titulo="Impressão">
              <div role="status" aria-live="polite">
                <Text fw={600}>{resumoDaSelecao(pedidos.size, cargas.length)}</Text>
                {pedidos.size > 0 ? (
                  <Text size="sm" c="gray.7">
                    {plural(volumesDosPedidos, 'etiqueta', 'etiquetas')} dos pedidos
                    {cargas.length > 0 ? ', mais as das cargas' : ''}
                  </Text>
                ) : null}
              </div>
              <Radio.Group
                label="Formato"
                value={formato}
                onChange={(valor) => setFormato(valor as TFormatoEtiqueta)}
              >
                <Stack gap={6} mt={4}>
                  {FORMATOS.map(([valor, rotulo]) => (
                    <Radio key={valor} value={valor} label={rotulo} />
                  ))}
                </Stack>
              </Radio.Group>
              {erro ? (
                <Alert color="red" variant="light" title="Não foi possível imprimir" role="alert">
                  {erro}
                </Alert>
              ) : null}
              <Group gap="sm">
                <Button
                  leftSection={<IconPrinter size={16} aria-hidden="true" />}
                  onClick={() => void aoImprimir()}
                  loading={gerando}
                  disabled={nenhumaEscolha}
                >
                  Imprimir
                </Button>
                <Button variant="default" onClick={limpar} disabled={nenhumaEscolha || gerando}>
                  Limpar seleção
                </Button>
              </Group>
              {gerando ? (
                <Text size="sm" c="gray.7" role="status">
                  Gerando as etiquetas…
                </Text>
              ) : null}
              {nenhumaEscolha ? (
                <Text size="xs" c="gray.7">
                  {ETIQUETAS_MESSAGES.selecioneAoMenosUm}
                </Text>
              ) : null}
            </Secao>
            <Secao titulo="Prévia da etiqueta">
              {previa ? (
                <PreviaEtiqueta
                  etiqueta={previa}
                  legenda={
                    primeiroPedido
                      ? 'primeira etiqueta do primeiro pedido'
                      : 'primeira etiqueta da última impressão'
                  }
                />
              ) : (
                <Text size="sm" c="gray.7">
                  Selecione um pedido para ver a primeira etiqueta; as das cargas aparecem após a impressão.
                </Text>
              )}
            </Secao>
          </Stack>
        </Grid.Col>
      </Grid>
      <Secao titulo="Histórico de impressões">
        {erroReimpressao ? (
          <Alert color="red" variant="light" title="Não foi possível reimprimir" role="alert">
            {erroReimpressao}
          </Alert>
        ) : null}
        <HistoricoEtiquetas reimprimindo={reimprimindo} onReimprimir={(item) => void aoReimprimir(item)} />
      </Secao>
    </Stack>
  );
}
