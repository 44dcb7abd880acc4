import { Fragment } from 'react';
import { ROMANEIO_TEXTOS } from '../romaneio.texts';
import type { TCampo, TColuna, TRomaneioImpressao } from '../romaneio-impressao';
import { COLUNAS_ITENS } from '../romaneio-impressao';
import { useCodigoDeBarras } from '../use-codigo-de-barras';
import classes from './romaneio.module.css';

/** Label/value pairs in a grid (4 columns; 6 for totals). */
export function RomaneioCampos({
  campos,
  totais = false,
  rotulo,
}: {
  campos: readonly TCampo[];
  totais?: boolean;
  rotulo: string;
}) {
  return (
    <dl className={totais ? `${classes.grade} ${classes.gradeTotais}` : classes.grade} aria-label={rotulo}>
      {campos.map((campo) => (
        <div key={campo.rotulo}>
          <dt>{campo.rotulo}</dt>
          <dd>{campo.valor}</dd>
        </div>
      ))}
    </dl>
  );
}

function Cabecalhos({ colunas }: { colunas: readonly TColuna[] }) {
  return (
    <thead>
      <tr>
        {colunas.map((coluna) => (
          <th key={coluna.titulo} scope="col" className={coluna.numero ? classes.numero : undefined}>
            {coluna.titulo}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function Linha({ celulas, colunas }: { celulas: readonly string[]; colunas: readonly TColuna[] }) {
  return (
    <tr>
      {celulas.map((texto, indice) => (
        // Cells are positional: the column index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns.
        <td key={indice} className={colunas[indice]?.numero ? classes.numero : undefined}>
          {texto}
        </td>
      ))}
    </tr>
  );
}

function CodigoDeBarras({ codigo }: { codigo: string }) {
  const dataUrl = useCodigoDeBarras(codigo);
  return (
    <div className={classes.codigoBarras}>
      {dataUrl ? <img src={dataUrl} alt={ROMANEIO_TEXTOS.codigoBarras(codigo)} /> : null}
      <span>{codigo}</span>
    </div>
  );
}

export interface RomaneioFolhaProps {
  romaneio: TRomaneioImpressao;
  /** Signature lines at the end (the manifests; not the load summary). */
  comAssinaturas?: boolean;
  /** Heading level of the sheet's title: 1 on a page, 2 inside the drawer. */
  nivelTitulo?: 1 | 2;
  /** Previewed inside the drawer (no A4 height, no shadow). */
  noDrawer?: boolean;
}

/** One load's manifest as an A4 sheet (print CSS in romaneio.module.css). */
export function RomaneioFolha({
  romaneio,
  comAssinaturas = true,
  nivelTitulo = 1,
  noDrawer = false,
}: RomaneioFolhaProps) {
  const Titulo = nivelTitulo === 1 ? 'h1' : 'h2';
  const Secao = nivelTitulo === 1 ? 'h2' : 'h3';
  const { colunas, linhas } = romaneio.documentos;
  return (
    <article
      className={noDrawer ? `${classes.folha} ${classes.folhaNoDrawer}` : classes.folha}
      aria-label={romaneio.titulo}
    >
      <div className={classes.cabecalho}>
        <div>
          <Titulo className={classes.titulo}>{romaneio.titulo}</Titulo>
          <div className={classes.secundario}>{romaneio.emitidoEm}</div>
        </div>
        <CodigoDeBarras codigo={romaneio.codigo} />
      </div>

      <Secao className={classes.secao}>{ROMANEIO_TEXTOS.dadosCarga}</Secao>
      <RomaneioCampos campos={romaneio.dadosCarga} rotulo={ROMANEIO_TEXTOS.dadosCarga} />

      <div className={classes.partes}>
        {romaneio.partes.map((parte) => (
          <div key={parte.titulo}>
            <Secao className={classes.secao}>{parte.titulo}</Secao>
            {parte.campos.map((campo) => (
              <p key={campo.rotulo}>
                <span className={classes.secundario}>{campo.rotulo}: </span>
                {campo.valor}
              </p>
            ))}
          </div>
        ))}
      </div>

      <Secao className={classes.secao}>{ROMANEIO_TEXTOS.rota}</Secao>
      {romaneio.rota.linhas.length === 0 ? (
        <p>{ROMANEIO_TEXTOS.semRota}</p>
      ) : (
        <div className={classes.rolagem}>
          <table className={classes.tabela} aria-label={ROMANEIO_TEXTOS.rota}>
            <Cabecalhos colunas={romaneio.rota.colunas} />
            <tbody>
              {romaneio.rota.linhas.map((linha) => (
                <Linha key={linha[0]} celulas={linha} colunas={romaneio.rota.colunas} />
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Secao className={classes.secao}>{ROMANEIO_TEXTOS.documentos}</Secao>
      {linhas.length === 0 ? (
        <p>{ROMANEIO_TEXTOS.semDocumentos}</p>
      ) : (
        <div className={classes.rolagem}>
          <table className={classes.tabela} aria-label={ROMANEIO_TEXTOS.documentos}>
            <Cabecalhos colunas={colunas} />
            <tbody>
              {linhas.map((linha, indice) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: documents keep the manifest's order.
                <Fragment key={indice}>
                  <Linha celulas={linha.celulas} colunas={colunas} />
                  {romaneio.comItens && (
                    <tr>
                      <td colSpan={colunas.length} className={classes.itens}>
                        {linha.itens.length === 0 ? (
                          <span className={classes.secundario}>{ROMANEIO_TEXTOS.semItensNoDocumento}</span>
                        ) : (
                          <table
                            className={classes.tabela}
                            aria-label={ROMANEIO_TEXTOS.itensDoDocumento(linha.celulas[0] ?? '')}
                          >
                            <Cabecalhos colunas={COLUNAS_ITENS} />
                            <tbody>
                              {linha.itens.map((item) => (
                                <Linha key={item[0]} celulas={item} colunas={COLUNAS_ITENS} />
                              ))}
                            </tbody>
                          </table>
                        )}
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {romaneio.documentosOcultos > 0 && (
        <p className={classes.secundario}>{ROMANEIO_TEXTOS.documentosOcultos(romaneio.documentosOcultos)}</p>
      )}

      <Secao className={classes.secao}>{ROMANEIO_TEXTOS.totais}</Secao>
      <RomaneioCampos campos={romaneio.totais} totais rotulo={ROMANEIO_TEXTOS.totais} />

      {comAssinaturas && (
        <div className={classes.assinaturas}>
          <div>{ROMANEIO_TEXTOS.assinaturaMotorista}</div>
          <div>{ROMANEIO_TEXTOS.assinaturaExpedicao}</div>
        </div>
      )}
    </article>
  );
}
