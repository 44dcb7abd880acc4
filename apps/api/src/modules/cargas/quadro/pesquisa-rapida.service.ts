import {
  GrupoQuadro,
  PESQUISA_RAPIDA_MAX_RESULTADOS,
  situacoesDoGrupo,
  type TCargaQuadroCard,
  TipoEmpresa,
  type TPesquisaRapidaResponse,
} from '@embarca/domain';
import type { RequestSession } from '../../../plugins/authenticate';
import type { PesquisaRapidaRepository, PesquisaTermos } from './pesquisa-rapida.repository';

/** The board's cards and visibility (QuadroService.getCards): the one card mapping of the product. */
export interface CargaCardsSource {
  getCards(session: RequestSession, cargaIds: string[]): Promise<TCargaQuadroCard[]>;
}

/** Only loads on the board can be shown as cards (5 cancelada and 99 desativada are not). */
const SITUACOES_DO_QUADRO = Object.values(GrupoQuadro).flatMap((grupo) => situacoesDoGrupo(grupo));
/** A load code is an int4: more digits cannot be one. */
const CODIGO = /^\d{1,9}$/;
/** A term made of digits and the separators people paste NF numbers and keys with. */
const NUMERO_COM_SEPARADORES = /^[\d\s./-]+$/;

/** How the (validated, trimmed) term is compared with each field. */
export function termosDaPesquisa(termo: string): PesquisaTermos {
  const digitos = termo.replace(/\D/g, '');
  const numerico = NUMERO_COM_SEPARADORES.test(termo) && digitos.length > 0;
  return {
    texto: termo,
    // '3524 0512…' or '000.123.456' (an NF key or number as printed) matches the stored digits.
    nf: numerico ? digitos : termo,
    codigo: CODIGO.test(termo) ? Number(termo) : undefined,
    numerico,
  };
}

export function createPesquisaRapidaService({
  repository,
  cards,
}: {
  repository: PesquisaRapidaRepository;
  cards: CargaCardsSource;
}) {
  return {
    /**
     * Quick cargo search (01 §2): the loads of the caller's board visibility (unit scope; a carrier's
     * directed or hired loads) matching the term, as board cards, exact matches first.
     */
    async pesquisar(session: RequestSession, termo: string): Promise<TPesquisaRapidaResponse> {
      const ids = await repository.findCargaIds(
        {
          ownerId: session.ownerId,
          unidadeIds: session.escopoUnidadeIds,
          transportadora: session.claims.TipoEmpresa === TipoEmpresa.Transportadora,
        },
        termosDaPesquisa(termo),
        SITUACOES_DO_QUADRO,
        PESQUISA_RAPIDA_MAX_RESULTADOS,
      );
      // getCards keeps the order and checks the board's visibility once more.
      return { items: await cards.getCards(session, ids) };
    },
  };
}

export type PesquisaRapidaService = ReturnType<typeof createPesquisaRapidaService>;
