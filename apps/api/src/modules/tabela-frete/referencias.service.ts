import type {
  TAliquotasIcmsRequest,
  TCoeficienteAntt,
  TCoeficientesAnttRequest,
  TFreteEsperado,
  TTabelaAntt,
  TTipoCargaAntt,
} from '@embarca/domain';
import type { Database } from '../../db/client';
import type { RequestSession } from '../../plugins/authenticate';
import { NivelAcesso } from '../cargas/carga.access';
import type { CargasContext } from '../cargas/cargas.context';
import { hojeEmSaoPaulo } from './cotacao.service';
import { lerFreteEsperado } from './frete-esperado';
import { createTabelaFreteRepository } from './tabela-frete.repository';

/**
 * The reference tables every price reads — the ANTT coefficients (by validity) and the ICMS rates by UF pair,
 * which support keeps — and a load's frozen expected freight (read through the cargas gate).
 */
export function createReferenciasService({
  db,
  cargas,
}: {
  db: Database;
  cargas: Pick<CargasContext, 'access'>;
}) {
  return {
    async coeficientes(data: string | undefined): Promise<TCoeficienteAntt[]> {
      const rows = await createTabelaFreteRepository(db).coeficientesVigentes(data ?? hojeEmSaoPaulo());
      return rows.map((row) => ({
        tabela: row.tabela as TTabelaAntt,
        tipoCarga: row.tipoCarga as TTipoCargaAntt,
        eixos: row.eixos,
        ccd: row.ccd,
        cc: row.cc,
        vigenciaInicio: row.vigenciaInicio,
        vigenciaFim: row.vigenciaFim,
        fonte: row.fonte,
      }));
    },

    /** A new set from its date; the sets in force for the same table, cargo type and axles end the day before. */
    async registrarCoeficientes({ vigenciaInicio, fonte, coeficientes }: TCoeficientesAnttRequest) {
      await db.transaction((tx) =>
        createTabelaFreteRepository(tx).registrarCoeficientes(vigenciaInicio, fonte, coeficientes),
      );
    },

    async aliquotas() {
      return createTabelaFreteRepository(db).aliquotas();
    },

    async atualizarAliquotas({ aliquotas }: TAliquotasIcmsRequest) {
      await db.transaction(async (tx) => {
        const repository = createTabelaFreteRepository(tx);
        for (const { ufOrigem, ufDestino, aliquota } of aliquotas) {
          await repository.atualizarAliquota(ufOrigem.toUpperCase(), ufDestino.toUpperCase(), aliquota);
        }
      });
    },

    async freteEsperado(session: RequestSession, cargaId: string): Promise<TFreteEsperado | null> {
      await cargas.access.require(session, NivelAcesso.Ver, cargaId);
      return lerFreteEsperado(db, cargaId);
    },
  };
}

export type ReferenciasService = ReturnType<typeof createReferenciasService>;
