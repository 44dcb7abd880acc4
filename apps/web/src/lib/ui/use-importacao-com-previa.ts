import { useEffect, useState } from 'react';
import { mensagensDoErro } from '../api-error-handler';

/** When the preview is read: as soon as a file is chosen, or when the person asks ('Pré-visualizar'). */
export type TMomentoDaPrevia = 'ao-escolher' | 'sob-pedido';

export interface OpcoesDaImportacaoComPrevia<TAlvo, TPrevia> {
  /**
   * What the import goes into while the modal is open — `opened`, or the record it imports into; false or
   * null = closed. Each new open value starts over: no file, no preview, no errors — so pass a value that
   * keeps its identity between renders (a prop or state, not an object built in the render).
   */
  aberto: TAlvo | false | null;
  previa: TMomentoDaPrevia;
  /** Reads the sheet into a preview (nothing is written). */
  lerPrevia: (arquivo: File, alvo: TAlvo) => Promise<TPrevia>;
  /** All or nothing: whether this preview may be imported (rows, and none with an error). */
  importavel: (previa: TPrevia) => boolean;
  /** Commits the sheet, then says so and closes; a refusal is thrown and listed in `erros`. */
  importar: (arquivo: File, alvo: TAlvo) => Promise<void>;
}

export interface TImportacaoComPrevia<TPrevia> {
  momento: TMomentoDaPrevia;
  arquivo: File | null;
  previa: TPrevia | null;
  /** The preview is being read. */
  lendo: boolean;
  /** The sheet is being imported. */
  importando: boolean;
  /** The API's refusals of the preview or the import ('Linha 3: …'). */
  erros: string[];
  /** 'Importar' is enabled: a preview that may be imported. */
  podeImportar: boolean;
  /** A file chosen (or removed): the preview and errors go; with 'ao-escolher' its preview is read. */
  escolher: (arquivo: File | null) => Promise<void>;
  /** 'Pré-visualizar': reads the chosen file's preview. */
  verPrevia: () => Promise<void>;
  /** 'Importar'. */
  confirmar: () => Promise<void>;
}

/**
 * The state of a spreadsheet import with a preview (pedidos, tabela de frete): the file chosen, its preview
 * with each row's errors, 'Importar' only when the preview may be imported, then the commit; the API's
 * refusals are listed. The modal keeps its texts, its preview table and its API calls.
 */
export function useImportacaoComPrevia<TAlvo, TPrevia>({
  aberto,
  previa: momento,
  lerPrevia,
  importavel,
  importar,
}: OpcoesDaImportacaoComPrevia<TAlvo, TPrevia>): TImportacaoComPrevia<TPrevia> {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [previa, setPrevia] = useState<TPrevia | null>(null);
  const [lendo, setLendo] = useState(false);
  const [importando, setImportando] = useState(false);
  const [erros, setErros] = useState<string[]>([]);

  useEffect(() => {
    if (aberto) {
      setArquivo(null);
      setPrevia(null);
      setErros([]);
    }
  }, [aberto]);

  const podeImportar = previa !== null && importavel(previa);

  const ler = async (escolhido: File) => {
    if (!aberto) return;
    setLendo(true);
    setErros([]);
    try {
      setPrevia(await lerPrevia(escolhido, aberto));
    } catch (error) {
      setErros(mensagensDoErro(error));
    } finally {
      setLendo(false);
    }
  };

  const escolher = async (proximo: File | null) => {
    setArquivo(proximo);
    setPrevia(null);
    setErros([]);
    if (proximo && momento === 'ao-escolher') await ler(proximo);
  };

  const verPrevia = async () => {
    if (arquivo) await ler(arquivo);
  };

  const confirmar = async () => {
    if (!aberto || !arquivo || !podeImportar) return;
    setErros([]);
    setImportando(true);
    try {
      await importar(arquivo, aberto);
    } catch (error) {
      setErros(mensagensDoErro(error));
    } finally {
      setImportando(false);
    }
  };

  return { momento, arquivo, previa, lendo, importando, erros, podeImportar, escolher, verPrevia, confirmar };
}
