import { PESQUISA_RAPIDA_MAX_RESULTADOS, type TPesquisaRapidaResponse } from '@embarca/domain';
import type { RequestSession } from '../../../plugins/authenticate';
import { escopoDaSessao } from '../carga.access';
import type { CargasContext } from '../cargas.context';
import { createPesquisaRapidaRepository, type PesquisaTermos } from './pesquisa-rapida.repository';

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

export function createPesquisaRapidaService(ctx: Pick<CargasContext, 'db' | 'readModel'>) {
  const repository = createPesquisaRapidaRepository(ctx.db);
  return {
    /**
     * Quick cargo search (01 §2): the loads of the caller's board visibility (unit scope; a carrier's
     * directed or hired loads) matching the term, as board cards, exact matches first.
     */
    async pesquisar(session: RequestSession, termo: string): Promise<TPesquisaRapidaResponse> {
      const escopo = escopoDaSessao(session);
      const ids = await repository.findCargaIds(
        escopo,
        termosDaPesquisa(termo),
        PESQUISA_RAPIDA_MAX_RESULTADOS,
      );
      // The read model keeps the order and checks the board's visibility once more.
      return { items: await ctx.readModel.cards(escopo, ids) };
    },
  };
}

export type PesquisaRapidaService = ReturnType<typeof createPesquisaRapidaService>;
