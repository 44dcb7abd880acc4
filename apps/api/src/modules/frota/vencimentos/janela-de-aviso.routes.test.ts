import {
  hojeEmSaoPaulo,
  somarDias,
  TipoDocumentoVeiculo,
  type TMotorista,
  type TMotoristaSearchResponse,
  type TVeiculo,
} from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { criarMotorista, criarVeiculo } from '../../../../test/factories/frota';
import { usarCargasFixture } from '../../../../test/helpers/cargas-fixture';
import { httpDe } from '../../../../test/helpers/http';
import { veiculoDocumentos } from '../../../db/schema';

/**
 * The company's notice window (`DiasAvisoVencimento`) decides "a vencer" everywhere a document or CNH shows
 * it: the drivers' list (badge and the CNH filter) and a vehicle's documents, as the "Vencimentos" list does.
 */

const f = usarCargasFixture();
const http = httpDe(() => f.t.app);
const db = () => f.t.database.db;
const hoje = hojeEmSaoPaulo();
let motorista: { id: string };
let veiculo: { id: string };

beforeAll(async () => {
  motorista = await criarMotorista(db(), { ownerId: f.shipperOwnerId, cnhValidade: somarDias(hoje, 10) });
  veiculo = await criarVeiculo(db(), { ownerId: f.shipperOwnerId });
  await db()
    .insert(veiculoDocumentos)
    .values({
      ownerId: f.shipperOwnerId,
      veiculoId: veiculo.id,
      tipo: TipoDocumentoVeiculo.Crlv,
      validade: somarDias(hoje, 10),
    });
});

afterEach(async () => {
  await db().execute(sql`delete from owner_preferences where nome = 'DiasAvisoVencimento'`);
});

const situacoes = async () => {
  const driver = (await http.get(`/api/frota/motoristas/${motorista.id}`, f.admin)).json<TMotorista>();
  const aVencer = (
    await http.post('/api/frota/motoristas/search', f.admin, { page: 1, qtdItem: 100, cnh: 'a-vencer' })
  ).json<TMotoristaSearchResponse>();
  const truck = (await http.get(`/api/frota/veiculos/${veiculo.id}`, f.admin)).json<TVeiculo>();
  return {
    cnh: driver.situacaoCnh,
    noFiltro: aVencer.items.some((item) => item.id === motorista.id),
    filtroCoerente: aVencer.items.every((item) => item.situacaoCnh === 'a-vencer'),
    documento: truck.documentos[0]?.situacao,
  };
};

describe('the notice window (DiasAvisoVencimento)', () => {
  it('is 30 days by default: a CNH and a CRLV expiring in 10 days are "a vencer"', async () => {
    expect(await situacoes()).toEqual({
      cnh: 'a-vencer',
      noFiltro: true,
      filtroCoerente: true,
      documento: 'a-vencer',
    });
  });

  it("follows the company's preference: with 5 days they are valid, and the CNH filter leaves the driver out", async () => {
    const ok = await http.post('/api/owner-preferences', f.admin, { nome: 'DiasAvisoVencimento', valor: 5 });
    expect(ok.statusCode).toBeLessThan(300);
    expect(await situacoes()).toEqual({
      cnh: 'valida',
      noFiltro: false,
      filtroCoerente: true,
      documento: 'valido',
    });
  });
});
