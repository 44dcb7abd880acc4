import {
  AutorProposta,
  OFERECIMENTO_MESSAGES,
  SituacaoCarga,
  SituacaoOferecimento,
  SituacaoOfertaCarga,
  TipoNotificacao,
  TipoProposta,
} from '@embarca/domain';
import { and, eq } from 'drizzle-orm';
import { cargaOferecimentos, cargas } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CargaRow } from '../cargas/carga.access';
import type { Autor } from '../cargas/carga.writer';
import type { CargasContext } from '../cargas/cargas.context';
import { congelarFreteEsperado } from '../tabela-frete/frete-esperado';
import {
  type AutorDaProposta,
  type AvisoDeOferta,
  encerrarOutrasOfertas,
  moverOferta,
  registrarProposta,
  SISTEMA,
  valorBr,
} from './negociacao';
import type { OfertaRow } from './oferecimento.repository';

/**
 * The award: the offer becomes the load's hiring through the load's one write path (`writer.change`): in one
 * transaction the load, still awaiting a hiring at the version read, gets the carrier and the hiring; the offer
 * moves from the situacao read to Contratada at the agreed value; the load's other open offers close; the
 * tender ends; the expected freight is priced by the carrier's tables and frozen (issue 19). Two carriers
 * accepting at the same instant: the second finds the load's version moved (or its offer closed) → 409
 * 'Esta carga já foi contratada por outra transportadora.', nothing written. The load's history and the
 * shipper's notification come from the write path; the carriers' notifications are returned for after commit.
 */
export async function contratarOferta(
  ctx: Pick<CargasContext, 'writer'>,
  {
    autor,
    proposta,
    carga,
    oferta,
    de,
    valor,
    transportadoraNome,
  }: {
    /** The history's author: the load's company (ownerId) and the user who acted (either side's). */
    autor: Autor;
    proposta: AutorDaProposta;
    carga: CargaRow;
    oferta: OfertaRow;
    de: number;
    valor: string;
    transportadoraNome: string;
  },
): Promise<AvisoDeOferta[]> {
  if (carga.contratacaoId || carga.transportadoraEmpresaId)
    throw new AppError('CONFLICT', OFERECIMENTO_MESSAGES.cargaContratadaPorOutra);
  const perdedoras = await ctx.writer.change(autor, {
    carga,
    situacoes: [SituacaoCarga.AguardandoContratacao],
    conflito: OFERECIMENTO_MESSAGES.cargaContratadaPorOutra,
    set: {
      transportadoraEmpresaId: oferta.transportadoraEmpresaId,
      contratacaoId: oferta.id,
      contratacaoOwnerId: oferta.transportadoraOwnerId,
      valorFrete: valor,
    },
    historico: {
      acao: 'contratacao',
      descricao: `Carga contratada com ${transportadoraNome} por ${valorBr(valor)} (oferecimento; aceite de ${autor.nome}).`,
      dados: { ofertaId: oferta.id, transportadoraEmpresaId: oferta.transportadoraEmpresaId, valor },
    },
    aviso: { titulo: `Carga ${carga.codigo} contratada`, tipo: TipoNotificacao.Verde },
    also: async (tx) => {
      const contratada = await moverOferta(
        tx,
        oferta,
        de,
        {
          situacao: SituacaoOfertaCarga.Contratada,
          valorProposto: valor,
          contratadaEm: new Date(),
          encerradaEm: new Date(),
        },
        { respondeu: proposta.autor === AutorProposta.Transportadora },
      );
      if (!contratada) throw new AppError('CONFLICT', OFERECIMENTO_MESSAGES.cargaContratadaPorOutra);
      await registrarProposta(tx, oferta, proposta, { tipo: TipoProposta.Aceite, valor });
      await registrarProposta(tx, oferta, SISTEMA, {
        tipo: TipoProposta.Contratacao,
        valor,
      });
      const outras = await encerrarOutrasOfertas(
        tx,
        carga.id,
        oferta.id,
        SituacaoOfertaCarga.Cancelada,
        'Carga contratada com outra transportadora.',
      );
      if (contratada.oferecimentoId) {
        await tx
          .update(cargaOferecimentos)
          .set({ situacao: SituacaoOferecimento.Contratado, encerradoEm: new Date() })
          .where(eq(cargaOferecimentos.id, contratada.oferecimentoId));
      }
      // Tenders of the load still open (a manual one beside an automatic one) end with the hiring too.
      await tx
        .update(cargaOferecimentos)
        .set({ situacao: SituacaoOferecimento.Contratado, encerradoEm: new Date() })
        .where(
          and(
            eq(cargaOferecimentos.cargaId, carga.id),
            eq(cargaOferecimentos.situacao, SituacaoOferecimento.EmAndamento),
          ),
        );
      const [atual] = await tx.select().from(cargas).where(eq(cargas.id, carga.id)).limit(1);
      await congelarFreteEsperado(tx, {
        carga: atual ?? carga,
        transportadoraEmpresaId: oferta.transportadoraEmpresaId,
        contratacaoId: oferta.id,
        veiculoId: null,
        equipamentoIds: [],
      });
      return outras;
    },
  });
  const avisos: AvisoDeOferta[] = [];
  if (oferta.transportadoraOwnerId) {
    avisos.push({
      ownerId: oferta.transportadoraOwnerId,
      cargaId: carga.id,
      titulo: `Carga ${carga.codigo} contratada`,
      corpo: `Sua transportadora foi contratada para a carga ${carga.codigo} por ${valorBr(valor)}. A carga está em Minhas cargas.`,
      tipo: TipoNotificacao.Verde,
    });
  }
  for (const perdedora of perdedoras) {
    if (!perdedora.transportadoraOwnerId) continue;
    avisos.push({
      ownerId: perdedora.transportadoraOwnerId,
      cargaId: carga.id,
      titulo: `Oferta encerrada: carga ${carga.codigo}`,
      corpo: `A carga ${carga.codigo} foi contratada com outra transportadora.`,
      tipo: TipoNotificacao.Amarelo,
    });
  }
  return avisos;
}
