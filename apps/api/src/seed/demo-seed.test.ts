import { isEnumCode, isValidCpf, Modulo, showsMinhasCargasMenuEntry } from '@embarca/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import {
  cargaDocumentos,
  cargaOfertas,
  cargaRotas,
  cargas,
  empresas,
  kanbanEtapas,
  motoristas,
  ownerCounters,
  owners,
  tipos,
  unidadesNegocio,
  usuarios,
  usuarioUnidadesNegocio,
  veiculos,
} from '../db/schema/index';
import { verifyPassword } from '../lib/password';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_SITUACOES, DEMO_UNIDADES, seedDemoData } from './demo-seed';

/** Independent CNPJ check (numeric and alphanumeric), so the seed's own helper is not testing itself. */
function isValidCnpj(cnpj: string): boolean {
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj) || /^(.)\1{13}$/.test(cnpj)) return false;
  const values = [...cnpj].map((char) => char.charCodeAt(0) - 48);
  const digit = (length: number): number => {
    let weight = 2;
    let sum = 0;
    for (let index = length - 1; index >= 0; index -= 1) {
      sum += (values[index] ?? 0) * weight;
      weight = weight === 9 ? 2 : weight + 1;
    }
    const remainder = sum % 11;
    return remainder < 2 ? 0 : 11 - remainder;
  };
  return digit(12) === values[12] && digit(13) === values[13];
}

let handle: DatabaseHandle;
let firstRun: { created: boolean };

async function userByEmail(email: string) {
  const [user] = await handle.db.select().from(usuarios).where(eq(usuarios.email, email));
  if (!user) throw new Error(`usuário ${email} não encontrado`);
  return user;
}

async function ownerOf(email: string) {
  const user = await userByEmail(email);
  const [owner] = await handle.db.select().from(owners).where(eq(owners.id, user.ownerId));
  if (!owner) throw new Error(`owner de ${email} não encontrado`);
  return owner;
}

beforeAll(async () => {
  handle = await openDatabase({});
  await handle.migrate();
  firstRun = await seedDemoData(handle.db);
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

describe('seedDemoData', () => {
  it('creates the demo data once; a second run changes nothing', async () => {
    expect(firstRun).toEqual({ created: true });
    const before = await handle.db.select({ n: count() }).from(cargas);
    expect(await seedDemoData(handle.db)).toEqual({ created: false });
    const after = await handle.db.select({ n: count() }).from(cargas);
    expect(after).toEqual(before);
  }, 60_000);

  it('creates the 12 demo accounts (the second carrier, issue 20), all with the demo password', async () => {
    const emails = DEMO_ACCOUNTS.map((account) => account.email);
    expect(emails).toHaveLength(12);
    const rows = await handle.db.select().from(usuarios).where(inArray(usuarios.email, emails));
    expect(rows.map((row) => row.email).sort()).toEqual([...emails].sort());
    // One hash shared by every demo user: one check covers all.
    expect(new Set(rows.map((row) => row.passwordHash)).size).toBe(1);
    expect(await verifyPassword(DEMO_PASSWORD, rows[0]?.passwordHash ?? '')).toBe(true);
  }, 30_000);

  it('gives Embarcadora Demo 3 units; the admin reaches all 3, the operator 2', async () => {
    const admin = await userByEmail('admin@embarcador.demo');
    const units = await handle.db
      .select({ descricao: unidadesNegocio.descricao })
      .from(unidadesNegocio)
      .where(eq(unidadesNegocio.ownerId, admin.ownerId));
    expect(units.map((unit) => unit.descricao).sort()).toEqual([...DEMO_UNIDADES].sort());

    const unitsOf = async (email: string) => {
      const user = await userByEmail(email);
      return handle.db
        .select({ descricao: unidadesNegocio.descricao })
        .from(usuarioUnidadesNegocio)
        .innerJoin(unidadesNegocio, eq(unidadesNegocio.id, usuarioUnidadesNegocio.unidadeNegocioId))
        .where(eq(usuarioUnidadesNegocio.usuarioId, user.id));
    };
    expect(await unitsOf('admin@embarcador.demo')).toHaveLength(3);
    expect((await unitsOf('operador@embarcador.demo')).map((u) => u.descricao).sort()).toEqual(
      ['Filial Campinas', 'Matriz São Paulo'].sort(),
    );
    const operador = await userByEmail('operador@embarcador.demo');
    expect(operador.role).toBe('Operador');
    expect(operador.modulosNaoAutorizados.length).toBeGreaterThan(0);
    expect(admin.role).toBe('Administrador');
    expect(admin.usuarioAdmin).toBe(true);
  });

  it('grants only domain module ids; the demo shipper sees the loads board (no Panel module)', async () => {
    const rows = await handle.db.select({ nome: owners.nome, modules: owners.modules }).from(owners);
    for (const row of rows) {
      expect(
        row.modules.filter((modulo) => !isEnumCode(Modulo, modulo)),
        row.nome,
      ).toEqual([]);
    }
    const shipper = await ownerOf('admin@embarcador.demo');
    expect(shipper.modules).toContain(Modulo.Formacao);
    expect(shipper.modules).not.toContain(Modulo.Painel);
    expect(showsMinhasCargasMenuEntry(shipper.modules)).toBe(true);
    const operador = await userByEmail('operador@embarcador.demo');
    expect(operador.modulosNaoAutorizados.every((modulo) => shipper.modules.includes(modulo))).toBe(true);
  });

  it('registers drivers with valid CPFs', async () => {
    const rows = await handle.db.select({ cpf: motoristas.cpf }).from(motoristas);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(isValidCpf(row.cpf), row.cpf ?? '').toBe(true);
  });

  it('sets up the sign-in states of DESIGN.md §6', async () => {
    expect((await userByEmail('bloqueado@embarcador.demo')).bloqueado).toBe(true);
    const twoFactor = await userByEmail('2fa@embarcador.demo');
    expect(twoFactor.doisFatores).toBe(true);
    expect(twoFactor.telefone).toBeTruthy();
    expect((await userByEmail('suporte@embarca.demo')).tipo).toBe(100);
    expect((await ownerOf('suporte@embarca.demo')).tipo).toBe(100);

    const expiredPassword = await userByEmail('senha-expirada@embarcador.demo');
    const shipper = await ownerOf('senha-expirada@embarcador.demo');
    expect(expiredPassword.trocaSenhaObrigatoria).toBe(true);
    expect(shipper.passwordExpiryDays).not.toBeNull();
    const expiresAt =
      (expiredPassword.passwordChangedAt?.getTime() ?? 0) + (shipper.passwordExpiryDays ?? 0) * 86_400_000;
    expect(expiresAt).toBeLessThan(Date.now());
    // Nobody else in the company starts expired.
    expect((await userByEmail('admin@embarcador.demo')).trocaSenhaObrigatoria).toBe(false);

    expect((await ownerOf('inadimplente@embarcador.demo')).acessoBloqueado).toBe(true);
    expect((await ownerOf('admin@embarcador.demo')).licenseType).toBe(1);
    expect((await ownerOf('admin@embarcador.demo')).tipo).toBe(3);
    expect((await ownerOf('admin@transportadora.demo')).tipo).toBe(1);
    expect((await ownerOf('free@embarcador.demo')).licenseType).toBe(3);

    const daysLeft = async (email: string) => {
      const owner = await ownerOf(email);
      const end = (owner.trialStartedAt?.getTime() ?? 0) + (owner.trialDays ?? 0) * 86_400_000;
      return Math.ceil((end - Date.now()) / 86_400_000);
    };
    expect((await ownerOf('trial@embarcador.demo')).licenseType).toBe(2);
    expect(await daysLeft('trial@embarcador.demo')).toBe(5);
    expect(await daysLeft('expirado@embarcador.demo')).toBeLessThan(0);
  });

  it('gives Embarcadora Demo loads in every situation, in every unit', async () => {
    const admin = await userByEmail('admin@embarcador.demo');
    const rows = await handle.db
      .select({ situacao: cargas.situacao, unidade: cargas.unidadeNegocioId, n: count() })
      .from(cargas)
      .where(eq(cargas.ownerId, admin.ownerId))
      .groupBy(cargas.situacao, cargas.unidadeNegocioId);
    const expected = new Map(DEMO_SITUACOES.map(([situacao, n]) => [situacao, n]));
    const totals = new Map<number, number>();
    for (const row of rows) totals.set(row.situacao, (totals.get(row.situacao) ?? 0) + row.n);
    expect(totals).toEqual(expected);
    expect([...totals.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 7, 8, 99]);
    for (const [situacao] of DEMO_SITUACOES) {
      expect(new Set(rows.filter((row) => row.situacao === situacao).map((row) => row.unidade)).size).toBe(3);
    }
    const [counter] = await handle.db
      .select()
      .from(ownerCounters)
      .where(eq(ownerCounters.ownerId, admin.ownerId));
    expect(counter?.valor).toBe(1000 + [...expected.values()].reduce((a, b) => a + b, 0));
  });

  it('gives every load an origin, a destination and at least one document', async () => {
    const [withoutRoute] = await handle.db
      .select({ n: count() })
      .from(cargas)
      .where(
        sql`not exists (select 1 from ${cargaRotas} r where r.carga_id = ${cargas.id} and r.rota = 1)
            or not exists (select 1 from ${cargaRotas} r where r.carga_id = ${cargas.id} and r.rota = 3)
            or not exists (select 1 from ${cargaDocumentos} d where d.carga_id = ${cargas.id})`,
      );
    expect(withoutRoute?.n).toBe(0);
    const keys = await handle.db.select({ chave: cargaDocumentos.chaveNf }).from(cargaDocumentos);
    expect(keys.every((row) => /^\d{44}$/.test(row.chave ?? ''))).toBe(true);
  });

  it("gives each document a number of its own, not a copy of its NF's number (issue 16)", async () => {
    const docs = await handle.db
      .select({
        ownerId: cargaDocumentos.ownerId,
        numero: cargaDocumentos.numero,
        numeroNf: cargaDocumentos.numeroNf,
      })
      .from(cargaDocumentos);
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.filter((doc) => !doc.numero || doc.numero === doc.numeroNf)).toEqual([]);
    // Distinct within a company, as a sales order's number is.
    expect(new Set(docs.map((doc) => `${doc.ownerId} ${doc.numero}`)).size).toBe(docs.length);
  });

  it('shows loads directed to Transportadora Demo through carga_ofertas, some of them hired', async () => {
    const carrier = await ownerOf('admin@transportadora.demo');
    const visible = await handle.db
      .select({
        situacao: cargas.situacao,
        ofertaSituacao: cargaOfertas.situacao,
        contratacaoId: cargas.contratacaoId,
      })
      .from(cargaOfertas)
      .innerJoin(cargas, eq(cargas.id, cargaOfertas.cargaId))
      .where(and(eq(cargaOfertas.transportadoraOwnerId, carrier.id), eq(cargas.visibilidade, 2)));
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.some((row) => row.ofertaSituacao === 1 && row.situacao === 1)).toBe(true);
    const hired = visible.filter((row) => row.ofertaSituacao === 3);
    expect(hired.length).toBeGreaterThan(0);
    expect(hired.every((row) => row.contratacaoId !== null)).toBe(true);

    const [hiredLoads] = await handle.db
      .select({ n: count() })
      .from(cargas)
      .where(and(eq(cargas.contratacaoOwnerId, carrier.id), sql`${cargas.veiculoId} is not null`));
    expect(hiredLoads?.n).toBe(hired.length);
    // The carrier owns none of the shipper's loads.
    const [own] = await handle.db.select({ n: count() }).from(cargas).where(eq(cargas.ownerId, carrier.id));
    expect(own?.n).toBe(0);
  });

  it('links the demo carrier as a company of the shipper', async () => {
    const shipper = await ownerOf('admin@embarcador.demo');
    const carrier = await ownerOf('admin@transportadora.demo');
    const [link] = await handle.db
      .select()
      .from(empresas)
      .where(and(eq(empresas.ownerId, shipper.id), eq(empresas.linkedOwnerId, carrier.id)));
    expect(link?.tipo).toBe(1);
    expect(link?.tipoVinculo).toBe(2);
  });

  it('registers only companies with valid CNPJs and real places', async () => {
    const rows = await handle.db.select().from(empresas);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const row of rows) {
      expect(isValidCnpj(row.cnpj ?? ''), `${row.nome} ${row.cnpj}`).toBe(true);
      expect(row.cep).toMatch(/^\d{8}$/);
      expect(row.codigoIbge).toMatch(/^\d{7}$/);
      expect(row.latitude).toBeLessThan(0);
    }
  });

  it('loads the 15 lookup kinds, vehicles with both plate formats and the board stages', async () => {
    const kinds = await handle.db.selectDistinct({ tipo: tipos.tipo }).from(tipos);
    expect(kinds.map((k) => k.tipo).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
    const plates = await handle.db.select({ placa: veiculos.placa, frota: veiculos.frota }).from(veiculos);
    expect(plates.some((v) => /^[A-Z]{3}\d{4}$/.test(v.placa))).toBe(true);
    expect(plates.some((v) => /^[A-Z]{3}\d[A-Z]\d{2}$/.test(v.placa))).toBe(true);
    expect(plates.some((v) => v.frota)).toBe(true);
    const shipper = await ownerOf('admin@embarcador.demo');
    const stages = await handle.db
      .selectDistinct({ grupo: kanbanEtapas.grupoEtapa })
      .from(kanbanEtapas)
      .where(eq(kanbanEtapas.ownerId, shipper.id));
    expect(stages).toHaveLength(3);
  });

  it('answers relational queries over the schema relations', async () => {
    const carga = await handle.db.query.cargas.findFirst({
      where: eq(cargas.situacao, 2),
      with: { rotas: true, documentos: true, unidadeNegocio: true, ofertas: true },
    });
    expect(carga?.rotas.length).toBeGreaterThanOrEqual(2);
    expect(carga?.documentos.length).toBeGreaterThanOrEqual(1);
    expect(DEMO_UNIDADES).toContain(carga?.unidadeNegocio.descricao);
    const user = await handle.db.query.usuarios.findFirst({
      where: eq(usuarios.email, 'operador@embarcador.demo'),
      with: { owner: { with: { empresa: true } }, unidadesNegocio: { with: { unidadeNegocio: true } } },
    });
    expect(user?.owner.empresa?.nomeFantasia).toBe('Embarcadora Demo');
    expect(user?.unidadesNegocio).toHaveLength(2);
  });

  it('obeys the allocation rule: no vehicle over capacity, no vehicle or driver on two loads at once (issue 16)', async () => {
    const sobrepostas = (coluna: 'veiculo_id' | 'motorista_id') =>
      handle.db.execute(sql`
        select a.codigo as a, b.codigo as b from cargas a
          join cargas b on b.${sql.raw(coluna)} = a.${sql.raw(coluna)} and b.id > a.id
        where a.${sql.raw(coluna)} is not null
          and a.dh_coleta <= b.dh_entrega and b.dh_coleta <= a.dh_entrega`);
    const linhas = async (query: Promise<unknown>) => ((await query) as { rows: unknown[] }).rows;
    expect(await linhas(sobrepostas('veiculo_id'))).toEqual([]);
    expect(await linhas(sobrepostas('motorista_id'))).toEqual([]);
    const acimaDaCapacidade = await linhas(
      handle.db.execute(sql`
        select c.codigo, v.placa from cargas c join veiculos v on v.id = c.veiculo_id
        where c.peso > v.capacidade_kg
           or (c.volume_unidade = 7 and c.volume > v.capacidade_m3)
           or (c.volume_unidade = 5 and c.volume / 1000 > v.capacidade_m3)`),
    );
    expect(acimaDaCapacidade).toEqual([]);
    // The board still shows loads on the road with their vehicle and driver.
    const [naEstrada] = await handle.db
      .select({ n: count() })
      .from(cargas)
      .where(and(inArray(cargas.situacao, [2, 7]), sql`${cargas.veiculoId} is not null`));
    expect(naEstrada?.n).toBeGreaterThanOrEqual(4);
  });
});
