import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Center.css';
import { ROMANEIO_MESSAGES } from '@embarca/domain';
import { Center, Loader } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../../lib/api-client';
import { describeApiError } from '../../../../lib/api-error-handler';
import { StatusPage } from '../../../shell/components/status-page';
import { isCargaId } from '../../api/use-carga-details';
import { useUnidadeSelecionada } from '../../quadro/use-unidade-selecionada';
import { useRomaneio } from '../api/use-romaneio';
import classes from '../components/romaneio.module.css';
import { RomaneioBarra } from '../components/romaneio-barra';
import { RomaneioFolha } from '../components/romaneio-folha';
import { ROMANEIO_TEXTOS } from '../romaneio.texts';
import { nomeArquivoRomaneio, romaneioParaImpressao } from '../romaneio-impressao';
import { lerRomaneioParams, MINHAS_CARGAS_PATH } from '../romaneio-params';
import { docDefinitionDoRomaneio } from '../romaneio-pdf';
import { useBaixarPdf } from '../use-baixar-pdf';

/** A state without a manifest (no load, no unit, not found, draft): the message and a way back. */
export function RomaneioAviso({ titulo, children }: { titulo: string; children: string }) {
  return (
    <StatusPage title={titulo} linkTo={MINHAS_CARGAS_PATH} linkLabel={ROMANEIO_TEXTOS.voltar}>
      {children}
    </StatusPage>
  );
}

/** The manifest's read failed: not found (404, `naoEncontrada`), or the generic handler's text. */
export function RomaneioErro({ error, naoEncontrada }: { error: unknown; naoEncontrada: string }) {
  const is404 = error instanceof ApiError && error.status === 404;
  return (
    <RomaneioAviso titulo={ROMANEIO_TEXTOS.erroCarregar}>
      {is404 ? naoEncontrada : describeApiError(error).message}
    </RomaneioAviso>
  );
}

export function RomaneioCarregando() {
  return (
    <Center mih="60dvh">
      <Loader aria-label={ROMANEIO_TEXTOS.carregando} />
    </Center>
  );
}

/** While the manifest is open the page title is its file name, so the browser's "Save as PDF" offers it. */
export function useTituloDoArquivo(nomeArquivo: string | null) {
  useEffect(() => {
    if (!nomeArquivo) return;
    const anterior = document.title;
    document.title = nomeArquivo.replace(/\.pdf$/, '');
    return () => {
      document.title = anterior;
    };
  }, [nomeArquivo]);
}

/**
 * `/cargas/minhas-cargas/romaneio?cargaId={id}[&emptyItems=true]` (02 §2): the load's manifest as A4
 * sheets, outside the main layout, with 'Imprimir' (the browser's print, print CSS) and 'Baixar PDF'
 * (pdfmake in the browser). `?tipoDocumento=minuta` asks for a load draft's manifest: drafts are not part of
 * this version, so the page says so instead of printing anything.
 */
export function RomaneioPage() {
  const [search, setSearch] = useSearchParams();
  const { cargaId, comItens, minuta } = lerRomaneioParams(search);
  const unidade = useUnidadeSelecionada();
  const query = useRomaneio(cargaId, { enabled: !minuta && unidade !== null });
  const { baixar, gerando } = useBaixarPdf();
  const impressao = useMemo(
    () => (query.data ? romaneioParaImpressao(query.data, { comItens }) : null),
    [query.data, comItens],
  );
  useTituloDoArquivo(impressao ? nomeArquivoRomaneio(impressao.codigo) : null);

  if (minuta)
    return (
      <RomaneioAviso titulo={ROMANEIO_TEXTOS.minutaTitulo}>
        {ROMANEIO_MESSAGES.minutaIndisponivel}
      </RomaneioAviso>
    );
  if (!cargaId) {
    return (
      <RomaneioAviso titulo={ROMANEIO_TEXTOS.tituloRomaneio}>
        {ROMANEIO_MESSAGES.cargaNaoInformada}
      </RomaneioAviso>
    );
  }
  // An id that cannot name a load is never sent: it is not found either.
  if (!isCargaId(cargaId)) {
    return (
      <RomaneioAviso titulo={ROMANEIO_TEXTOS.erroCarregar}>
        {ROMANEIO_TEXTOS.cargaNaoEncontrada}
      </RomaneioAviso>
    );
  }
  if (unidade === null) {
    return (
      <RomaneioAviso titulo={ROMANEIO_TEXTOS.tituloRomaneio}>{ROMANEIO_TEXTOS.semUnidade}</RomaneioAviso>
    );
  }
  if (query.isError) {
    return <RomaneioErro error={query.error} naoEncontrada={ROMANEIO_TEXTOS.cargaNaoEncontrada} />;
  }
  if (!impressao) return <RomaneioCarregando />;

  const alternarItens = (com: boolean) =>
    setSearch(
      (atual) => {
        const proximo = new URLSearchParams(atual);
        if (com) proximo.delete('emptyItems');
        else proximo.set('emptyItems', 'true');
        return proximo;
      },
      { replace: true },
    );

  return (
    <main className={classes.mesa}>
      <RomaneioBarra
        gerandoPdf={gerando}
        onBaixarPdf={() =>
          void baixar(
            [impressao.codigo],
            (codigos) => docDefinitionDoRomaneio(impressao, codigos),
            nomeArquivoRomaneio(impressao.codigo),
          )
        }
        comItens={{ valor: comItens, onChange: alternarItens }}
      />
      <RomaneioFolha romaneio={impressao} />
    </main>
  );
}
