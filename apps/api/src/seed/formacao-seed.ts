import {
  FormatoEtiqueta,
  paraEntradaRoteirizacao,
  planejarRotas,
  TipoLotePedido,
  type TPlanejarRotasBody,
} from '@embarca/domain';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  etiquetaImpressoes,
  minutas,
  pedidos,
  planosRota,
  unidadesNegocio,
  usuarios,
  veiculos,
} from '../db/schema';
import { geocodificar } from '../lib/municipios/geocodificar';
import type { Tx } from './builders';
import { ORIGEM_CURITIBA, type PedidoDemo, pedidosDeDemonstracao } from './formacao-pedidos-demo';

type NovoPedido = typeof pedidos.$inferInsert;

/**
 * An order of the generator as its row: coordinates of the given place, else the municipality's seat (also
 * the scale orders of the benchmark, scale-formacao.ts).
 */
export function linhaDoPedido(
  pedido: PedidoDemo,
  ownerId: string,
  unidadeNegocioId: string,
  criadoPor: string | null,
): NovoPedido {
  const destino = geocodificar({
    cidade: pedido.destino.cidade,
    uf: pedido.destino.uf,
    latitude: null,
    longitude: null,
  });
  return {
    ownerId,
    unidadeNegocioId,
    codigo: pedido.codigo,
    tipoFrete: pedido.tipoFrete,
    agrupador: pedido.agrupador,
    dhColeta: pedido.dhColeta,
    dhEntrega: pedido.dhEntrega,
    pesoTotal: pedido.pesoTotal.toFixed(3),
    cubagemTotal: pedido.cubagemTotal.toFixed(3),
    valorPedido: pedido.valorPedido.toFixed(2),
    quantidadeVolumes: pedido.quantidadeVolumes,
    numeroNf: pedido.numeroNf,
    // The DC's own coordinates are known; the customers' are their cities' seats.
    origemNome: pedido.origem.nome,
    origemDocumento: pedido.origem.documentoEmpresa,
    origemLocalidade: pedido.origem.localidade,
    origemCidade: pedido.origem.cidade,
    origemUf: pedido.origem.uf,
    origemLatitude: pedido.origem.latitude,
    origemLongitude: pedido.origem.longitude,
    origemAproximada: false,
    destinoNome: pedido.destino.nome,
    destinoLocalidade: pedido.destino.localidade,
    destinoCidade: pedido.destino.cidade,
    destinoUf: pedido.destino.uf,
    destinoLatitude: destino?.latitude ?? null,
    destinoLongitude: destino?.longitude ?? null,
    destinoAproximada: destino?.aproximada ?? false,
    criadoPor,
  };
}

/**
 * Load formation of the demo shipper (issue 21), so its screens show it working on first start: 30 open
 * orders in CD Curitiba — the unit the demo administrator opens first — from the Curitiba DC (one without a collection date, which the drafting rules refuse; a lot order
 * with one subdivision), a draft 'Minuta 1' with three orders to Campinas/Jundiaí and the largest truck of
 * the fleet, a saved route plan of that draft, and one label print in the history. The 50-order sheet for
 * the import ships apart (formacao-pedidos-demo.ts).
 */
export async function seedFormacao(tx: Tx, { shipperOwnerId, now }: { shipperOwnerId: string; now: Date }) {
  const [admin] = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.email, 'admin@embarcador.demo'));
  const [unidade] = await tx
    .select({ id: unidadesNegocio.id })
    .from(unidadesNegocio)
    .where(and(eq(unidadesNegocio.ownerId, shipperOwnerId), eq(unidadesNegocio.descricao, 'CD Curitiba')));
  if (!unidade) return;
  const autor = admin?.id ?? null;
  const demo = pedidosDeDemonstracao({
    prefixo: 'PED-2026',
    n: 30,
    inicio: new Date(now.getTime() + 86_400_000),
    semente: 21,
    origem: ORIGEM_CURITIBA,
  });
  const semColeta = demo[5];
  if (semColeta) semColeta.dhColeta = null;
  const rows = demo.map((pedido) => linhaDoPedido(pedido, shipperOwnerId, unidade.id, autor));
  const inseridos = await tx
    .insert(pedidos)
    .values(rows)
    .returning({ id: pedidos.id, codigo: pedidos.codigo });
  const porCodigo = new Map(inseridos.map((row) => [row.codigo, row.id]));

  // A lot order (a monthly contract quantity) and one subdivision of it, open for a draft.
  const [contrato] = pedidosDeDemonstracao({
    prefixo: 'CONTRATO-2026',
    n: 1,
    inicio: now,
    semente: 22,
    origem: ORIGEM_CURITIBA,
  });
  if (contrato) {
    const [lote] = await tx
      .insert(pedidos)
      .values({
        ...linhaDoPedido(contrato, shipperOwnerId, unidade.id, autor),
        tipoLote: TipoLotePedido.Lote,
        pesoTotal: '60000.000',
        valorPedido: '480000.00',
        quantidadeVolumes: 240,
      })
      .returning({ id: pedidos.id });
    if (lote) {
      await tx.insert(pedidos).values({
        ...linhaDoPedido(contrato, shipperOwnerId, unidade.id, autor),
        codigo: `${contrato.codigo}-1`,
        pedidoOrigemId: lote.id,
        pesoTotal: '12000.000',
        valorPedido: '96000.00',
        quantidadeVolumes: 48,
      });
    }
  }

  // Minuta 1: three orders to Campinas and Jundiaí (same origin, freight type CIF) on the largest truck.
  const [veiculo] = await tx
    .select({ id: veiculos.id })
    .from(veiculos)
    .where(
      and(
        eq(veiculos.ownerId, shipperOwnerId),
        eq(veiculos.ativo, true),
        isNull(veiculos.tracionadorId),
        isNull(veiculos.tipoEquipamento),
        isNotNull(veiculos.capacidadeKg),
      ),
    )
    .orderBy(asc(veiculos.placa))
    .limit(1);
  const [minuta] = await tx
    .insert(minutas)
    .values({
      ownerId: shipperOwnerId,
      unidadeNegocioId: unidade.id,
      numero: 1,
      tipoFrete: 1,
      veiculoConjuntoId: veiculo?.id ?? null,
      criadaPor: autor,
    })
    .returning({ id: minutas.id });
  const naMinuta = ['PED-2026-001', 'PED-2026-014', 'PED-2026-003'].flatMap((codigo) => {
    const id = porCodigo.get(codigo);
    return id ? [id] : [];
  });
  if (minuta) {
    for (const [index, id] of naMinuta.entries()) {
      await tx
        .update(pedidos)
        .set({ minutaId: minuta.id, ordenacaoMinuta: index + 1, tipoFrete: 1 })
        .where(eq(pedidos.id, id));
    }
    // Its route plan: the DC, the three customers, one truck from 07:00 to 18:00.
    const paradas = demo
      .filter((p) => naMinuta.includes(porCodigo.get(p.codigo) ?? ''))
      .map((p) => {
        const local = geocodificar({
          cidade: p.destino.cidade,
          uf: p.destino.uf,
          latitude: null,
          longitude: null,
        });
        return {
          id: porCodigo.get(p.codigo) ?? p.codigo,
          nome: `${p.codigo} — ${p.destino.nome}`,
          latitude: local?.latitude ?? -22.9,
          longitude: local?.longitude ?? -47.06,
          pesoKg: p.pesoTotal,
          cubagemM3: p.cubagemTotal,
        };
      });
    const entrada = {
      deposito: {
        latitude: ORIGEM_CURITIBA.latitude,
        longitude: ORIGEM_CURITIBA.longitude,
        nome: ORIGEM_CURITIBA.nome,
      },
      paradas,
      veiculos: [{ nome: 'Caminhão da minuta 1', jornada: { inicio: '07:00', fim: '18:00' } }],
      retornarAoDeposito: true,
    } as TPlanejarRotasBody;
    const resultado = planejarRotas(paraEntradaRoteirizacao(entrada));
    await tx.insert(planosRota).values({
      ownerId: shipperOwnerId,
      unidadeNegocioId: unidade.id,
      nome: 'Entregas de Campinas e Jundiaí',
      minutaId: minuta.id,
      entrada,
      resultado,
      distanciaM: resultado.distanciaTotalM,
      criadoPor: autor,
    });
  }

  // One print in the label history: the first two open orders, as PDF 100 × 150 mm.
  const impressos = inseridos.slice(7, 9);
  await tx.insert(etiquetaImpressoes).values({
    ownerId: shipperOwnerId,
    usuarioId: autor,
    formato: FormatoEtiqueta.Termica100x150,
    pedidoIds: impressos.map((p) => p.id),
    cargaIds: [],
    pedidoCodigos: impressos.map((p) => p.codigo),
    cargaCodigos: [],
    volumes: demo.slice(7, 9).reduce((soma, p) => soma + p.quantidadeVolumes, 0),
    createdAt: new Date(now.getTime() - 3_600_000),
  });
}
