import { renavamComDigito, TipoDocumentoVeiculo, TipoLookup } from '@embarca/domain';
import { asc, eq } from 'drizzle-orm';
import { tipos, veiculoDocumentos, veiculos } from '../db/schema';
import type { Tx } from './builders';
import { createPrng } from './prng';

/**
 * The vehicle screen's demo data (issue 18, frota/veiculos): the demo shipper's and carrier's vehicles get
 * the new fields (valid RENAVAM, brand, model, category, traction, axles, tare, tracker with its device id,
 * risk manager, RNTRC, a CRLV each); the shipper gets a tractor with two semi-trailers as a set and a
 * third party's truck of the demo carrier; one CRLV expires in 12 days, another expired 20 days ago.
 * Deterministic: its own random sequence, dates relative to the seed's `now`. Loads are not touched, so
 * their allocations still obey the allocation rule.
 */

/** The equipment kinds (lookup 15) a fleet manager registers: the companies' own values. */
const EQUIPAMENTOS: ReadonlyArray<[number, string]> = [
  [101, 'Semirreboque graneleiro'],
  [102, 'Semirreboque baú'],
  [103, 'Chassi porta-contêiner'],
  [104, 'Dolly'],
];

const MODELOS: Record<number, ReadonlyArray<[number, string]>> = {
  // By vehicle type (demo-catalog): brand and model.
  1: [
    [1, 'Atego 2426'],
    [4, 'Constellation 24.280'],
  ],
  2: [
    [1, 'Accelo 1016'],
    [5, 'Tector 11-190'],
  ],
  3: [
    [2, 'FH 540'],
    [3, 'R 450'],
  ],
  4: [
    [3, 'R 500'],
    [2, 'FH 460'],
  ],
  5: [
    [2, 'FH 540 6x4'],
    [3, 'R 540'],
  ],
  6: [
    [1, 'Accelo 815'],
    [4, 'Delivery 9.170'],
  ],
  7: [
    [7, 'Cargo 816'],
    [4, 'Delivery 11.180'],
  ],
};

const dia = (now: Date, dias: number) =>
  new Date(now.getTime() + dias * 86_400_000).toISOString().slice(0, 10);

export async function seedFrotaVeiculos(
  tx: Tx,
  input: { shipperOwnerId: string; carrierOwnerId: string; carrierAtShipperEmpresaId: string; now: Date },
): Promise<void> {
  const prng = createPrng(20_251_125);
  const { shipperOwnerId, carrierOwnerId, now } = input;

  await tx
    .insert(tipos)
    .values(
      [shipperOwnerId, carrierOwnerId].flatMap((ownerId) =>
        EQUIPAMENTOS.map(([valor, texto]) => ({ ownerId, tipo: TipoLookup.Equipamento, valor, texto })),
      ),
    );

  // The existing fleets: complete every vehicle and give it a CRLV valid for months.
  const documentos: Array<typeof veiculoDocumentos.$inferInsert> = [];
  for (const ownerId of [shipperOwnerId, carrierOwnerId]) {
    const rows = await tx
      .select()
      .from(veiculos)
      .where(eq(veiculos.ownerId, ownerId))
      .orderBy(asc(veiculos.placa));
    for (const row of rows) {
      const [marca, modelo] = prng.pick(MODELOS[row.tipoVeiculo ?? 1] ?? MODELOS[1]!);
      const pesado = (row.tipoVeiculo ?? 1) >= 3 && (row.tipoVeiculo ?? 1) <= 5;
      await tx
        .update(veiculos)
        .set({
          renavam: renavamComDigito(String(prng.int(1_000_000_000, 9_999_999_999))),
          marca,
          modelo,
          categoria: pesado ? 5 : (row.tipoVeiculo ?? 1) === 6 ? 1 : 3,
          tracao: pesado ? 3 : 1,
          eixos: pesado ? prng.int(5, 9) : prng.int(2, 3),
          taraKg: (pesado ? prng.int(14_000, 19_000) : prng.int(3_000, 7_000)).toFixed(2),
          rastreador: prng.int(1, 6),
          rastreadorDispositivo: String(prng.int(100_000_000, 999_999_999)),
          gerenciadoraRisco: prng.int(1, 5),
          rntrc: String(prng.int(10_000_000, 99_999_999)).padStart(9, '0'),
        })
        .where(eq(veiculos.id, row.id));
      documentos.push({
        ownerId,
        veiculoId: row.id,
        tipo: TipoDocumentoVeiculo.Crlv,
        numero: String(prng.int(100_000_000, 999_999_999)),
        validade: dia(now, prng.int(90, 300)),
      });
    }
  }

  // The shipper's set: a tractor (Carreta, 6x4) pulling two grain semi-trailers, and a third party's truck.
  const novos = [
    {
      placa: 'CVL2A31',
      tipoVeiculo: 3,
      marca: 3,
      modelo: 'R 450',
      tracao: 3,
      eixos: 3,
      taraKg: '9200.00',
      capacidadeKg: null,
      capacidadeM3: null,
    },
    {
      placa: 'SRB4C10',
      tipoEquipamento: 101,
      tipoCarroceria: 3,
      marca: null,
      modelo: 'Randon SR GR',
      eixos: 3,
      taraKg: '7400.00',
      capacidadeKg: '30000.00',
      capacidadeM3: '75.00',
    },
    {
      placa: 'SRB4C11',
      tipoEquipamento: 101,
      tipoCarroceria: 3,
      marca: null,
      modelo: 'Randon SR GR',
      eixos: 3,
      taraKg: '7100.00',
      capacidadeKg: '27000.00',
      capacidadeM3: '68.00',
    },
  ] as const;
  const [cavalo, s1, s2] = await tx
    .insert(veiculos)
    .values(
      novos.map((novo) => ({
        ownerId: shipperOwnerId,
        ano: 2023,
        renavam: renavamComDigito(String(prng.int(1_000_000_000, 9_999_999_999))),
        rntrc: String(prng.int(10_000_000, 99_999_999)).padStart(9, '0'),
        ...novo,
      })),
    )
    .returning({ id: veiculos.id });
  await tx
    .update(veiculos)
    .set({ tracionadorId: cavalo!.id, posicaoConjunto: 1 })
    .where(eq(veiculos.id, s1!.id));
  await tx
    .update(veiculos)
    .set({ tracionadorId: cavalo!.id, posicaoConjunto: 2 })
    .where(eq(veiculos.id, s2!.id));
  const [terceiro] = await tx
    .insert(veiculos)
    .values({
      ownerId: shipperOwnerId,
      placa: 'TRC5J67',
      tipoVeiculo: 1,
      tipoCarroceria: 2,
      marca: 4,
      modelo: 'Constellation 24.280',
      ano: 2020,
      eixos: 3,
      capacidadeKg: '14000.00',
      capacidadeM3: '50.00',
      taraKg: '8000.00',
      transportadoraEmpresaId: input.carrierAtShipperEmpresaId,
      renavam: renavamComDigito(String(prng.int(1_000_000_000, 9_999_999_999))),
      rntrc: String(prng.int(10_000_000, 99_999_999)).padStart(9, '0'),
    })
    .returning({ id: veiculos.id });

  documentos.push(
    // The tractor's CRLV expires soon; a semi-trailer's expired (the list's badges show both).
    {
      ownerId: shipperOwnerId,
      veiculoId: cavalo!.id,
      tipo: TipoDocumentoVeiculo.Crlv,
      numero: '482913775',
      validade: dia(now, 12),
    },
    {
      ownerId: shipperOwnerId,
      veiculoId: s1!.id,
      tipo: TipoDocumentoVeiculo.Crlv,
      numero: '482913776',
      validade: dia(now, -20),
    },
    {
      ownerId: shipperOwnerId,
      veiculoId: s2!.id,
      tipo: TipoDocumentoVeiculo.Crlv,
      numero: '482913777',
      validade: dia(now, 200),
    },
    {
      ownerId: shipperOwnerId,
      veiculoId: cavalo!.id,
      tipo: TipoDocumentoVeiculo.Tacografo,
      numero: 'INM-77120',
      validade: dia(now, 400),
    },
    {
      ownerId: shipperOwnerId,
      veiculoId: terceiro!.id,
      tipo: TipoDocumentoVeiculo.Crlv,
      numero: '582011934',
      validade: dia(now, 150),
    },
    {
      ownerId: shipperOwnerId,
      veiculoId: terceiro!.id,
      tipo: TipoDocumentoVeiculo.Rntrc,
      numero: null,
      validade: dia(now, 700),
    },
  );
  await tx.insert(veiculoDocumentos).values(documentos);
}
