import { type TCargaQuadroCard, ZCargaQuadroCard } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CargaCriada, criarCarga, criarOferta } from '../../../../test/factories/cargas';
import * as demo from '../../../../test/factories/demo';
import { criarMotorista, criarVeiculo } from '../../../../test/factories/frota';
import { type SignedIn, signInAs, toSession } from '../../../../test/factories/sessoes';
import { criarCaracteristica } from '../../../../test/factories/tipos';
import { boardCards, cardsOf, QUADRO_TEST_KEY } from '../../../../test/helpers/quadro';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

/**
 * The card is written by PostgreSQL (CARD_COLUMNS in quadro.repository.ts): one load set up with every
 * kind of value the contract formats — money and measures with their scale, instants with microseconds,
 * nulls, route ends among several points, repeated and missing invoice numbers, an old-format plate,
 * a CPF — must come out exactly as the contract says, on the board and from getCards, for the shipper
 * and for the carrier it hired.
 */

let leitor: ReturnType<typeof cardsOf>;
let t: TestApp;
let embarcador: SignedIn;
let transportadora: SignedIn;
let load: CargaCriada;
const ids: Record<'veiculo' | 'motorista' | 'caracteristica' | 'empresa', string> = {
  veiculo: '',
  motorista: '',
  caracteristica: '',
  empresa: '',
};
let empresaNome: string;
let ownerNome: string;

const sessionOf = async (email: string) => toSession(await signInAs(t.app, email));

beforeAll(async () => {
  t = await createTestApp({ config: { freteApiKey: QUADRO_TEST_KEY } });
  leitor = cardsOf(t.database.db);
  const db = t.database.db;
  embarcador = await signInAs(t.app, 'admin@embarcador.demo');
  transportadora = await signInAs(t.app, 'admin@transportadora.demo');
  const shipperOwnerId = embarcador.ownerId;
  ownerNome = (await demo.owner(db, shipperOwnerId)).nome;
  const [empresa] = await demo.empresas(db, shipperOwnerId, { inclusiveInativas: true });
  ids.empresa = empresa!.id;
  empresaNome = empresa!.nome;
  ids.veiculo = (await criarVeiculo(db, { ownerId: shipperOwnerId, placa: 'ZZT1234', frota: true })).id;
  ids.motorista = (
    await criarMotorista(db, {
      ownerId: shipperOwnerId,
      nome: 'Motorista do Cartão',
      cpf: '11144477735',
      telefone: null,
    })
  ).id;
  ids.caracteristica = (
    await criarCaracteristica(db, { ownerId: shipperOwnerId, descricao: 'Refrigerada', tipo: 1 })
  ).id;
  // An own load awaiting allocation, without offers (so no negotiation or directed carrier), hired by the
  // carrier's tenant without a hiring offer.
  load = await criarCarga(db, {
    ownerId: shipperOwnerId,
    unidadeNegocioId: embarcador.units[0]!.id,
    situacao: 1,
    etapaId: (await demo.etapa(db, shipperOwnerId, 'Aguardando contratação')).id,
    codigoIdentificador: null,
    valorCarga: '1234.5',
    valorFrete: '99',
    peso: '10',
    volume: null,
    volumeUnidade: 5,
    quantidade: null,
    caracteristicaId: ids.caracteristica,
    veiculoId: ids.veiculo,
    motoristaId: ids.motorista,
    contratacaoOwnerId: transportadora.ownerId,
    ownerCriadorId: null,
    possuiRedespacho: true,
    alertasEmAberto: 2,
    qntOcorrencias: 0,
    dhColeta: new Date('2026-03-05T08:00:00-03:00'),
    dhEntrega: null,
    rotas: [
      {
        localidade: 'CD Campinas',
        cidade: 'Campinas',
        uf: 'SP',
        dhPrevista: new Date('2026-03-05T11:00:00.5Z'),
        dhRealizada: new Date('2026-03-05T11:30:00Z'),
      },
      { cidade: 'Registro', uf: 'SP' },
      { rota: 3, cidade: 'Curitiba', uf: 'PR' },
      { rota: 3, empresaId: ids.empresa, localidade: 'Porto', cidade: 'Joinville', uf: 'SC' },
    ],
    documentos: [{ numeroNf: '200' }, { numeroNf: '1000' }, { numeroNf: '200' }, { numeroNf: null }],
  });
  // Instants with microseconds, which only SQL can write (a JavaScript Date stops at milliseconds).
  await db.execute(sql`update cargas set dh_publicacao = '2026-03-04T05:06:07.891734Z',
      updated_at = '2026-03-04T10:00:00.000999Z' where id = ${load.id}`);
});
afterAll(async () => t.close());

function expectedCard(viewer: 'shipper' | 'carrier'): TCargaQuadroCard {
  const shipper = viewer === 'shipper';
  return {
    id: load.id,
    codigo: load.codigo,
    codigoIdentificador: null,
    situacao: 1,
    etapa: shipper ? load.etapaId : null,
    visibilidade: shipper ? 1 : 99,
    origemCarga: expect.any(Number) as unknown as number,
    tipoFrete: expect.any(Number) as unknown as number,
    lote: false,
    unidadeNegocioId: load.unidadeNegocioId,
    contratacaoId: null,
    contratacaoUnidadeNegocioId: null,
    contratacaoOwnerId: transportadora.ownerId,
    // Milliseconds, truncated like Date.prototype.toISOString; always UTC with Z.
    dhPublicacao: '2026-03-04T05:06:07.891Z',
    dhColeta: '2026-03-05T11:00:00.000Z',
    dhEntrega: null,
    dhModificacao: '2026-03-04T10:00:00.000Z',
    dhPreFinalizacao: null,
    origem: {
      localidade: 'CD Campinas',
      cidade: 'Campinas',
      uf: 'SP',
      empresa: null,
      dhPrevista: '2026-03-05T11:00:00.500Z',
    },
    // The last point of rota 3, not the first.
    destino: { localidade: 'Porto', cidade: 'Joinville', uf: 'SC', empresa: empresaNome, dhPrevista: null },
    nomeDirecionador: ownerNome,
    nomeDirecionado: null,
    // Distinct, in code-point order (as JavaScript's sort), without the document lacking a number.
    numerosNF: ['1000', '200'],
    valorCarga: '1234.50',
    valor: '99.00',
    peso: '10.000',
    volume: null,
    volumeUnidade: 5,
    quantidade: null,
    caracteristica: { descricao: 'Refrigerada' },
    // Both the owner and the carrier hired see the vehicle and the driver.
    veiculo: { id: ids.veiculo, placa: 'ZZT-1234', frota: null, equipamentos: [] },
    veiculoContratadoFrota: true,
    motorista: { nome: 'Motorista do Cartão', documento: '111.444.777-35', telefone: null },
    qntNegociacoesEmAndamento: 0,
    qntOcorrencias: 0,
    qntEventos: 4,
    qntEventosRealizados: 1,
    qntEventosPlanejados: 3,
    qntDocumentos: 4,
    alertasEmAberto: 2,
    ocorrenciaId: null,
    possuiRedespacho: true,
    ownerCriadorDaCarga: shipper,
  };
}

describe('the board card written by PostgreSQL', () => {
  it('formats money, measures, instants, nulls, route ends, invoices, plate and CPF as the contract says', async () => {
    const shipper = await sessionOf('admin@embarcador.demo');
    const [card] = await leitor.getCards(shipper, [load.id]);
    expect(card).toEqual(expectedCard('shipper'));
    expect(ZCargaQuadroCard.strict().safeParse(card).error?.issues ?? []).toEqual([]);
    // The board serves the very same card.
    const onBoard = await boardCards(t, embarcador, 'aguardando-alocacao', { codigo: String(load.codigo) });
    expect(onBoard).toEqual([card]);
  });

  it('is the carrier’s hired view for the carrier: directed to me, no stage, vehicle and driver shown', async () => {
    const carrier = await sessionOf('admin@transportadora.demo');
    const [card] = await leitor.getCards(carrier, [load.id]);
    expect(card).toEqual(expectedCard('carrier'));
  });

  it('hides the vehicle and driver from a viewer that is neither the owner nor the carrier hired', async () => {
    await t.database.db.execute(sql`update cargas set contratacao_owner_id = null where id = ${load.id}`);
    const outra = (await demo.empresas(t.database.db, embarcador.ownerId, { inclusiveInativas: true })).find(
      (empresa) => empresa.id !== ids.empresa,
    );
    await criarOferta(t.database.db, {
      cargaId: load.id,
      ownerId: embarcador.ownerId,
      transportadoraOwnerId: transportadora.ownerId,
      transportadoraEmpresaId: outra!.id,
      tipo: 2,
      situacao: 1,
    });
    const carrier = await sessionOf('admin@transportadora.demo');
    const [card] = await leitor.getCards(carrier, [load.id]);
    expect(card?.visibilidade).toBe(99);
    expect(card?.veiculo).toBeNull();
    expect(card?.motorista).toBeNull();
    expect(card?.veiculoContratadoFrota).toBe(false);
    expect(card?.contratacaoOwnerId).toBeNull();
    // Its own directed offer: one negotiation, and the single directed carrier is named.
    expect(card?.qntNegociacoesEmAndamento).toBe(1);
    expect(card?.nomeDirecionado).toEqual(expect.any(String));
  });
});
