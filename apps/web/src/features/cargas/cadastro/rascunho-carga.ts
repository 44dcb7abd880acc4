import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { useSession } from '../../../lib/use-session';
import { novaChave, type TCargaFormValues, valoresIniciais } from './cadastro-carga.values';

/**
 * The draft of a new load (issue 16): what is typed in 'Nova carga' is kept in this browser's local storage,
 * per company and user (never another user's draft), until the load is saved or the draft discarded; the
 * drawer opened again — after a reload too — starts from it, saying 'Rascunho restaurado'.
 */

/** How long typing pauses before the draft is written. */
const ESPERA_MS = 400;

export interface TRascunhoGuardado {
  versao: 1;
  /** ISO instant of the last write. */
  guardadoEm: string;
  valores: TCargaFormValues;
}

/** The storage key of this user's draft in this company, or null without a signed-in user. */
export function chaveDoRascunho(ownerId: string | null | undefined, userId: string | null | undefined) {
  return ownerId && userId ? `${STORAGE_KEYS.novaCargaDraftPrefix}:${ownerId}:${userId}` : null;
}

const objeto = (valor: unknown): valor is Record<string, unknown> =>
  typeof valor === 'object' && valor !== null && !Array.isArray(valor);

/** The form's values as stored, re-keyed (the rows' React keys restart with the page), or null. */
function valoresDoRascunho(valor: unknown): TCargaFormValues | null {
  if (!objeto(valor)) return null;
  const { carga, pagamento, contatos, origemDestino, documentos, transportadoras } = valor;
  if (!objeto(carga) || !objeto(pagamento) || !objeto(contatos)) return null;
  if (!Array.isArray(origemDestino) || !Array.isArray(documentos) || !Array.isArray(transportadoras))
    return null;
  const base = valoresIniciais();
  const lido = valor as unknown as TCargaFormValues;
  return {
    ...base,
    ...lido,
    carga: { ...base.carga, ...lido.carga },
    pagamento: { ...base.pagamento, ...lido.pagamento },
    contatos: { ...base.contatos, ...lido.contatos },
    origemDestino: lido.origemDestino.map((ponto) => ({ ...ponto, chave: novaChave() })),
    documentos: lido.documentos.map((documento) => ({
      ...documento,
      chave: novaChave(),
      itens: (documento.itens ?? []).map((item) => ({ ...item, chave: novaChave() })),
    })),
  };
}

export function lerRascunho(chave: string): TRascunhoGuardado | null {
  try {
    const texto = localStorage.getItem(chave);
    if (!texto) return null;
    const lido: unknown = JSON.parse(texto);
    const valores = objeto(lido) && lido.versao === 1 ? valoresDoRascunho(lido.valores) : null;
    if (!valores || !objeto(lido) || typeof lido.guardadoEm !== 'string') {
      localStorage.removeItem(chave);
      return null;
    }
    return { versao: 1, guardadoEm: lido.guardadoEm, valores };
  } catch {
    return null;
  }
}

export function guardarRascunho(chave: string, valores: TCargaFormValues, agora = new Date()): void {
  const rascunho: TRascunhoGuardado = { versao: 1, guardadoEm: agora.toISOString(), valores };
  try {
    localStorage.setItem(chave, JSON.stringify(rascunho));
  } catch {
    // Storage full or refused (private mode): the form still works, only without a draft.
  }
}

export function apagarRascunho(chave: string): void {
  try {
    localStorage.removeItem(chave);
  } catch {
    // Nothing kept.
  }
}

/** What the load form does with the draft: write it as the person types, drop it when saved. */
export interface TRascunhoDoCadastro {
  /** Opened from a kept draft: closing without saving asks first, even before a change. */
  restaurado: boolean;
  guardar(valores: TCargaFormValues): void;
  limpar(): void;
}

/**
 * The draft of 'Nova carga' for the signed-in user: the values to open with (the draft's, or empty ones),
 * the restored draft (for the notice), `rascunho` for the form and `descartar` (the notice's button).
 * `versao` changes when the draft is discarded: the form is remounted empty.
 */
export function useRascunhoDaNovaCarga() {
  const session = useSession();
  const chave = chaveDoRascunho(session?.claims.ownerId, session?.claims.userId);
  const [versao, setVersao] = useState(0);
  const [restaurado, setRestaurado] = useState<TRascunhoGuardado | null>(() =>
    chave ? lerRascunho(chave) : null,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: new values when the draft is discarded (versao).
  const iniciais = useMemo(() => restaurado?.valores ?? valoresIniciais(), [restaurado, versao]);
  const espera = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Values typed but not yet written (the pause has not passed). */
  const pendente = useRef<TCargaFormValues | null>(null);

  const cancelarEspera = useCallback(() => {
    if (espera.current) clearTimeout(espera.current);
    espera.current = undefined;
    pendente.current = null;
  }, []);

  // Leaving the page or the drawer (back, another drawer) writes what is still pending.
  useEffect(() => {
    const gravarPendente = () => {
      if (chave && pendente.current) guardarRascunho(chave, pendente.current);
      cancelarEspera();
    };
    window.addEventListener('pagehide', gravarPendente);
    return () => {
      window.removeEventListener('pagehide', gravarPendente);
      gravarPendente();
    };
  }, [chave, cancelarEspera]);

  const limpar = useCallback(() => {
    cancelarEspera();
    if (chave) apagarRascunho(chave);
  }, [chave, cancelarEspera]);

  const rascunho = useMemo<TRascunhoDoCadastro>(
    () => ({
      restaurado: restaurado !== null,
      guardar: (valores) => {
        if (!chave) return;
        cancelarEspera();
        pendente.current = valores;
        espera.current = setTimeout(() => {
          pendente.current = null;
          guardarRascunho(chave, valores);
        }, ESPERA_MS);
      },
      limpar,
    }),
    [chave, restaurado, cancelarEspera, limpar],
  );

  const descartar = useCallback(() => {
    limpar();
    setRestaurado(null);
    setVersao((atual) => atual + 1);
  }, [limpar]);

  return { iniciais, restaurado, rascunho, descartar, versao };
}
