import {
  AutorProposta,
  ComportamentoOferecimento,
  SituacaoCarga,
  SituacaoOfertaCarga,
  TipoOferta,
  TipoProposta,
} from '@embarca/domain';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  cargaOferecimentos,
  cargaOfertaPropostas,
  cargaOfertas,
  cargas,
  gruposTransportadoras,
  usuarios,
} from '../db/schema';
import type { AutorDaProposta } from '../modules/oferecimento/negociacao';
import type { Tx } from './builders';
import { createPrng } from './prng';

/**
 * The carrier offering of the demo shipper (issue 20), so the boards and the ranking show it working on first
 * start: two loads awaiting a hiring offered now — one restricted to Transportadora Demo and Expresso Sul
 * where Transportadora Demo counter-proposed (the shipper's turn) and Expresso Sul has not answered, one in
 * the automatic waterfall (Expresso Sul's turn, round 1 of 2); the others stay 'A ofertar' —
 * the saved group "Transportadoras da plataforma", and the history the ranking reads: the offers of the
 * loads hired from Transportadora Demo get their offer/answer times, and Expresso Sul lost, declined or let
 * expire offers of the same loads. Deterministic (seeded random).
 */
export async function seedOferecimento(
  tx: Tx,
  {
    shipperOwnerId,
    demo,
    sul,
    now,
  }: {
    shipperOwnerId: string;
    /** Transportadora Demo and Expresso Sul as the shipper's carriers (empresa id) and tenants (owner id). */
    demo: { empresaId: string; ownerId: string };
    sul: { empresaId: string; ownerId: string };
    now: Date;
  },
): Promise<void> {
  const sorteio = createPrng(20);
  const minutos = (n: number) => n * 60_000;
  const [admin] = await tx
    .select({ id: usuarios.id, nome: usuarios.nome })
    .from(usuarios)
    .where(eq(usuarios.email, 'admin@embarcador.demo'));
  const [carrierAdmin] = await tx
    .select({ id: usuarios.id, nome: usuarios.nome })
    .from(usuarios)
    .where(eq(usuarios.email, 'admin@transportadora.demo'));
  const [sulAdmin] = await tx
    .select({ id: usuarios.id, nome: usuarios.nome })
    .from(usuarios)
    .where(eq(usuarios.email, 'admin@expressosul.demo'));
  const embarcador = {
    autor: AutorProposta.Embarcador,
    usuarioId: admin?.id ?? null,
    usuarioNome: admin?.nome ?? null,
  };
  const daDemo = {
    autor: AutorProposta.Transportadora,
    usuarioId: carrierAdmin?.id ?? null,
    usuarioNome: carrierAdmin?.nome ?? null,
  };
  const daSul = {
    autor: AutorProposta.Transportadora,
    usuarioId: sulAdmin?.id ?? null,
    usuarioNome: sulAdmin?.nome ?? null,
  };
  const sistema = { autor: AutorProposta.Sistema, usuarioId: null, usuarioNome: 'Sistema' };

  await tx.insert(gruposTransportadoras).values({
    ownerId: shipperOwnerId,
    nome: 'Transportadoras da plataforma',
    transportadoraEmpresaIds: [demo.empresaId, sul.empresaId],
  });

  // Loads awaiting a hiring with no offer yet, outside lots: the two of highest code get offered; the others
  // stay in 'A ofertar' (the first ones by code are what the load tests take as "not offered").
  const livres = await tx
    .select({ id: cargas.id })
    .from(cargas)
    .where(
      and(
        eq(cargas.ownerId, shipperOwnerId),
        eq(cargas.situacao, SituacaoCarga.AguardandoContratacao),
        eq(cargas.ativo, true),
        isNull(cargas.contratacaoId),
        isNull(cargas.loteId),
        sql`not exists (select 1 from carga_ofertas o where o.carga_id = ${cargas.id})`,
      ),
    )
    .orderBy(desc(cargas.codigo))
    .limit(2);

  type Entrada = {
    autor: AutorDaProposta;
    tipo: number;
    valor?: string | null;
    comentario?: string | null;
    quando: Date;
  };
  async function oferta(
    cargaId: string,
    carrier: { empresaId: string; ownerId: string },
    valores: Partial<typeof cargaOfertas.$inferInsert>,
    thread: Entrada[],
  ) {
    const [row] = await tx
      .insert(cargaOfertas)
      .values({
        cargaId,
        ownerId: shipperOwnerId,
        transportadoraEmpresaId: carrier.empresaId,
        transportadoraOwnerId: carrier.ownerId,
        tipo: TipoOferta.Restrita,
        ...valores,
      })
      .returning({ id: cargaOfertas.id });
    if (thread.length > 0) {
      await tx.insert(cargaOfertaPropostas).values(
        thread.map((entrada) => ({
          ofertaId: row!.id,
          cargaId,
          ownerId: shipperOwnerId,
          transportadoraOwnerId: carrier.ownerId,
          autor: entrada.autor.autor,
          tipo: entrada.tipo,
          valor: entrada.valor ?? null,
          comentario: entrada.comentario ?? null,
          usuarioId: entrada.autor.usuarioId,
          usuarioNome: entrada.autor.usuarioNome,
          createdAt: entrada.quando,
        })),
      );
    }
    return row!.id;
  }
  async function tender(cargaId: string, valores: Partial<typeof cargaOferecimentos.$inferInsert>) {
    const [row] = await tx
      .insert(cargaOferecimentos)
      .values({
        ownerId: shipperOwnerId,
        cargaId,
        comportamento: ComportamentoOferecimento.Manual,
        tipo: TipoOferta.Restrita,
        prazoMinutos: 24 * 60,
        usuarioId: admin?.id ?? null,
        createdAt: new Date(now.getTime() - minutos(90)),
        ...valores,
      })
      .returning({ id: cargaOferecimentos.id });
    return row!.id;
  }

  const [negociacao, cascata] = livres.map((l) => l.id);
  const ha = (min: number) => new Date(now.getTime() - minutos(min));
  const amanha = new Date(now.getTime() + minutos(24 * 60));
  if (negociacao) {
    // Restricted to both carriers: Transportadora Demo counter-proposed (the shipper's turn), Expresso Sul
    // has not answered yet.
    const id = await tender(negociacao, { valorAlvo: '4200.00', ordem: [demo.empresaId, sul.empresaId] });
    await oferta(
      negociacao,
      demo,
      {
        oferecimentoId: id,
        situacao: SituacaoOfertaCarga.Contraproposta,
        valorAlvo: '4200.00',
        valorProposto: '4580.00',
        prazoResposta: amanha,
        ofertadaEm: ha(180),
        respondidaEm: ha(150),
        observacao: 'Coleta a partir das 7h.',
      },
      [
        {
          autor: embarcador,
          tipo: TipoProposta.Oferta,
          valor: '4200.00',
          comentario: 'Coleta a partir das 7h.',
          quando: ha(180),
        },
        {
          autor: daDemo,
          tipo: TipoProposta.Contraproposta,
          valor: '4580.00',
          comentario: 'Pedágio e descarga por conta da transportadora.',
          quando: ha(150),
        },
      ],
    );
    await oferta(
      negociacao,
      sul,
      {
        oferecimentoId: id,
        valorAlvo: '4200.00',
        prazoResposta: amanha,
        ofertadaEm: ha(180),
        observacao: 'Coleta a partir das 7h.',
      },
      [
        {
          autor: embarcador,
          tipo: TipoProposta.Oferta,
          valor: '4200.00',
          comentario: 'Coleta a partir das 7h.',
          quando: ha(180),
        },
      ],
    );
  }
  if (cascata) {
    const id = await tender(cascata, {
      comportamento: ComportamentoOferecimento.Automatico,
      valorAlvo: '4000.00',
      prazoMinutos: 240,
      maxRodadas: 2,
      rodadaAtual: 1,
      ordem: [sul.empresaId, demo.empresaId],
    });
    await oferta(
      cascata,
      sul,
      {
        oferecimentoId: id,
        rodada: 1,
        valorAlvo: '4000.00',
        prazoResposta: new Date(now.getTime() + minutos(200)),
        ofertadaEm: ha(40),
      },
      [{ autor: sistema, tipo: TipoProposta.Oferta, valor: '4000.00', quando: ha(40) }],
    );
  }

  // The ranking's history: the offers behind the hirings from Transportadora Demo, with their times, and
  // Expresso Sul's offers of the same loads (lost, declined or let expire).
  const contratadas = await tx
    .select({
      ofertaId: cargaOfertas.id,
      cargaId: cargaOfertas.cargaId,
      dhColeta: cargas.dhColeta,
      valorFrete: cargas.valorFrete,
    })
    .from(cargaOfertas)
    .innerJoin(cargas, eq(cargas.id, cargaOfertas.cargaId))
    .where(
      and(
        eq(cargaOfertas.ownerId, shipperOwnerId),
        eq(cargaOfertas.transportadoraEmpresaId, demo.empresaId),
        eq(cargaOfertas.situacao, SituacaoOfertaCarga.Contratada),
      ),
    )
    .orderBy(asc(cargas.codigo))
    .limit(40);
  for (const [index, contratada] of contratadas.entries()) {
    const base = contratada.dhColeta ?? now;
    const ofertadaEm = new Date(
      Math.min(base.getTime(), now.getTime()) - minutos(24 * 60 + sorteio.int(0, 600)),
    );
    const resposta = new Date(ofertadaEm.getTime() + minutos(10 + sorteio.int(0, 110)));
    await tx
      .update(cargaOfertas)
      .set({
        ofertadaEm,
        respondidaEm: resposta,
        contratadaEm: resposta,
        encerradaEm: resposta,
        valorProposto: contratada.valorFrete,
      })
      .where(eq(cargaOfertas.id, contratada.ofertaId));
    const destino = index % 3;
    const recusaDaSul = new Date(ofertadaEm.getTime() + minutos(30 + sorteio.int(0, 240)));
    await oferta(
      contratada.cargaId,
      sul,
      destino === 0
        ? {
            situacao: SituacaoOfertaCarga.Cancelada,
            valorAlvo: contratada.valorFrete,
            valorProposto: null,
            ofertadaEm,
            respondidaEm: null,
            encerradaEm: resposta,
          }
        : destino === 1
          ? {
              situacao: SituacaoOfertaCarga.Recusada,
              valorAlvo: contratada.valorFrete,
              ofertadaEm,
              respondidaEm: recusaDaSul,
              encerradaEm: recusaDaSul,
              motivoRecusa: 'Rota fora da nossa operação nesta semana.',
            }
          : {
              situacao: SituacaoOfertaCarga.Expirada,
              valorAlvo: contratada.valorFrete,
              ofertadaEm,
              prazoResposta: resposta,
              encerradaEm: resposta,
            },
      [
        { autor: embarcador, tipo: TipoProposta.Oferta, valor: contratada.valorFrete, quando: ofertadaEm },
        ...(destino === 1
          ? [
              {
                autor: daSul,
                tipo: TipoProposta.Recusa,
                comentario: 'Rota fora da nossa operação nesta semana.',
                quando: recusaDaSul,
              },
            ]
          : []),
      ],
    );
  }
}
