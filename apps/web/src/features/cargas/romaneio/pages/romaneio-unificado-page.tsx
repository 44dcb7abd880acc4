import { ROMANEIO_MESSAGES } from '@embarca/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isCargaId } from '../../api/use-carga-details';
import { useUnidadeSelecionada } from '../../quadro/use-unidade-selecionada';
import { useRomaneioUnificado } from '../api/use-romaneio';
import classes from '../components/romaneio.module.css';
import { RomaneioBarra } from '../components/romaneio-barra';
import { RomaneioCampos, RomaneioFolha } from '../components/romaneio-folha';
import { ROMANEIO_TEXTOS } from '../romaneio.texts';
import { camposDosTotais, nomeArquivoRomaneioUnificado, romaneioParaImpressao } from '../romaneio-impressao';
import { lerCargaIdsUnificado } from '../romaneio-params';
import { docDefinitionDoRomaneioUnificado } from '../romaneio-pdf';
import { useBaixarPdf } from '../use-baixar-pdf';
import { RomaneioAviso, RomaneioCarregando, RomaneioErro, useTituloDoArquivo } from './romaneio-page';

/**
 * `/cargas/minhas-cargas/romaneio-unificado?cargaId=a,b,c` (02 §2): the manifests of several loads, one
 * sheet each (a page break between them on paper), then a sheet with the grand totals.
 */
export function RomaneioUnificadoPage() {
  const [search] = useSearchParams();
  const cargaIds = useMemo(() => lerCargaIdsUnificado(search), [search]);
  const unidade = useUnidadeSelecionada();
  const query = useRomaneioUnificado(cargaIds, { enabled: unidade !== null });
  const { baixar, gerando } = useBaixarPdf();
  const impressao = useMemo(() => {
    if (!query.data) return null;
    return {
      romaneios: query.data.romaneios.map((romaneio) => romaneioParaImpressao(romaneio, { comItens: true })),
      totais: camposDosTotais(query.data.totais, true),
    };
  }, [query.data]);
  const codigos = impressao?.romaneios.map((romaneio) => romaneio.codigo) ?? [];
  useTituloDoArquivo(impressao ? nomeArquivoRomaneioUnificado(codigos) : null);

  const titulo = ROMANEIO_TEXTOS.tituloUnificado;
  if (cargaIds.length === 0)
    return <RomaneioAviso titulo={titulo}>{ROMANEIO_MESSAGES.cargaNaoInformada}</RomaneioAviso>;
  if (!cargaIds.every(isCargaId)) {
    return <RomaneioAviso titulo={titulo}>{ROMANEIO_TEXTOS.cargasNaoEncontradas}</RomaneioAviso>;
  }
  if (unidade === null) return <RomaneioAviso titulo={titulo}>{ROMANEIO_TEXTOS.semUnidade}</RomaneioAviso>;
  if (query.isError) {
    return <RomaneioErro error={query.error} naoEncontrada={ROMANEIO_TEXTOS.cargasNaoEncontradas} />;
  }
  if (!impressao) return <RomaneioCarregando />;

  return (
    <main className={classes.mesa}>
      <RomaneioBarra
        gerandoPdf={gerando}
        onBaixarPdf={() =>
          void baixar(
            codigos,
            (codigosDeBarras) =>
              docDefinitionDoRomaneioUnificado(impressao.romaneios, impressao.totais, codigosDeBarras),
            nomeArquivoRomaneioUnificado(codigos),
          )
        }
      />
      {impressao.romaneios.map((romaneio, indice) => (
        <RomaneioFolha key={romaneio.cargaId} romaneio={romaneio} nivelTitulo={indice === 0 ? 1 : 2} />
      ))}
      <article className={classes.folha} aria-label={ROMANEIO_TEXTOS.totaisGerais}>
        <h2 className={classes.titulo}>{titulo}</h2>
        <div className={classes.secundario}>
          {ROMANEIO_TEXTOS.cargasDoRomaneio(codigos.length)}: {codigos.join(', ')}
        </div>
        <h3 className={classes.secao}>{ROMANEIO_TEXTOS.totaisGerais}</h3>
        <RomaneioCampos campos={impressao.totais} totais rotulo={ROMANEIO_TEXTOS.totaisGerais} />
      </article>
    </main>
  );
}
