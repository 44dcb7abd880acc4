import {
  documentAlreadyExistsMessage,
  MESSAGES,
  requiredMessage,
  rotuloDoCampo,
  successMessage,
} from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { usarBearers } from '../../../test/factories/sessoes';
import { createFakeMailer, tokenIn } from '../../../test/helpers/fake-mailer';
import { httpDe } from '../../../test/helpers/http';
import { signIn } from '../../../test/helpers/sign-in';
import { sqlRows } from '../../../test/helpers/sql-rows';
import { usarTestApp } from '../../../test/helpers/test-app';
import { usuarios } from '../../db/schema/index';

const mailer = createFakeMailer();
const t = usarTestApp({ mailer });
const http = httpDe(() => t.app);
const { admin, operador, carrier } = usarBearers(t, 'admin', 'operador', 'carrier');
let units: { id: string; descricao: string }[];
beforeAll(async () => {
  units = (await http.get('/api/unidade-negocio/list', admin)).json();
});

type Usuario = {
  id: string;
  email: string;
  situacao: number;
  unidadeNegocioIds: string[];
  senhaDefinida: boolean;
};

async function userByEmail(email: string): Promise<Usuario> {
  const list = (await http.get(`/api/user?query=${encodeURIComponent(email)}`, admin)).json<Usuario[]>();
  const user = list.find((u) => u.email === email);
  if (!user) throw new Error(`sem usuário ${email}`);
  return user;
}

const countUsuarios = () => t.database.db.$count(usuarios);

describe('/api/user', () => {
  it('creates a user with units, mails the "Definição de senha" link, and the user signs in with it', async () => {
    const created = await http.post('/api/user', admin, {
      name: 'Nova Operadora',
      email: 'Nova.Operadora@Embarcador.demo',
      telefone: '(11) 98765-4321',
      role: 'Operador',
      unidadeNegocioIds: [units[0]?.id],
      modulosNaoAutorizados: ['auditoria'],
    });
    expect(created.statusCode).toBe(201);
    const user = created.json<Usuario>();
    expect(user).toMatchObject({
      email: 'nova.operadora@embarcador.demo',
      senhaDefinida: false,
      unidadeNegocioIds: [units[0]?.id],
    });

    const mail = mailer.to('nova.operadora@embarcador.demo').at(-1);
    expect(mail?.subject).toContain('Definição de senha');
    expect(mail?.text).toContain('&creation=true');
    const token = tokenIn(mail?.text ?? '');
    const defined = await http.post('/api/auth/new-password', undefined, {
      recoveryToken: token,
      newPassword: 'Rota-Segura-2026',
    });
    expect(defined.statusCode).toBe(200);
    const session = await signIn(t.app, 'nova.operadora@embarcador.demo', 'Rota-Segura-2026');
    const access = (await http.get('/api/unidade-negocio/listwithaccess', session.headers)).json();
    expect(access.map((u: { id: string }) => u.id)).toEqual([units[0]?.id]);
  });

  it('refuses an e-mail already used (409) and invalid e-mail/phone (400), writing nothing', async () => {
    const before = await countUsuarios();
    const duplicate = await http.post('/api/usuario', admin, {
      name: 'Outro',
      email: 'admin@transportadora.demo',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(documentAlreadyExistsMessage('E-mail'));
    const invalid = await http.post('/api/user', admin, { name: '', email: 'sem-arroba', telefone: '12' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().messages).toEqual(
      expect.arrayContaining([
        requiredMessage(rotuloDoCampo('name')),
        `${rotuloDoCampo('email')}: ${MESSAGES.invalidEmail}`,
        `${rotuloDoCampo('telefone')}: ${MESSAGES.invalidFormat}`,
      ]),
    );
    expect(invalid.json().campos).toMatchObject({
      name: requiredMessage(rotuloDoCampo('name')),
      email: `${rotuloDoCampo('email')}: ${MESSAGES.invalidEmail}`,
      telefone: `${rotuloDoCampo('telefone')}: ${MESSAGES.invalidFormat}`,
    });
    expect(await countUsuarios()).toBe(before);
  });

  it('refuses another tenant’s unit in the body and another tenant’s user ids (404)', async () => {
    const carrierUnits = (await http.get('/api/unidade-negocio/list', carrier)).json();
    const withForeignUnit = await http.post('/api/user', admin, {
      name: 'X',
      email: 'x@embarcador.demo',
      unidadeNegocioIds: [carrierUnits[0].id],
    });
    expect(withForeignUnit.statusCode).toBe(404);
    const operadorUser = await userByEmail('operador@embarcador.demo');
    for (const [method, url] of [
      ['GET', `/api/user/${operadorUser.id}`],
      ['PATCH', `/api/user/${operadorUser.id}/bloquear`],
      ['DELETE', `/api/user/${operadorUser.id}`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: carrier });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const otherOwner = await http.get(
      `/api/user?ownerId=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
      admin,
    );
    expect(otherOwner.statusCode).toBe(404);
  });

  it('lets only an Administrador manage users', async () => {
    const target = await userByEmail('bloqueado@embarcador.demo');
    const response = await http.patch(`/api/user/${target.id}/desbloquear`, operador);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.forbidden);
    const list = await http.get('/api/user', operador);
    expect(list.statusCode).toBe(200);
  });

  it('blocking ends the sessions at once; unblocking resets the sign-in lockout', async () => {
    const created = (
      await http.post('/api/user', admin, {
        name: 'Bloqueável',
        email: 'bloqueavel@embarcador.demo',
        unidadeNegocioIds: [units[0]?.id],
      })
    ).json<Usuario>();
    await t.database.db.execute(
      sql`update usuarios set password_hash = (select password_hash from usuarios where email = 'admin@embarcador.demo') where id = ${created.id}`,
    );
    const session = await signIn(t.app, 'bloqueavel@embarcador.demo');
    expect((await http.get('/api/unidade-negocio/listwithaccess', session.headers)).statusCode).toBe(200);

    const blocked = await http.patch(`/api/user/${created.id}/bloquear`, admin);
    expect(blocked.statusCode).toBe(200);
    expect((await http.get('/api/unidade-negocio/listwithaccess', session.headers)).statusCode).toBe(401);
    expect((await userByEmail('bloqueavel@embarcador.demo')).situacao).toBe(3);

    await t.database.db.execute(
      sql`update usuarios set failed_login_count = 5, locked_at = now() where id = ${created.id}`,
    );
    const unblocked = await http.patch(`/api/user/${created.id}/desbloquear`, admin);
    expect(unblocked.statusCode).toBe(200);
    const state = (await t.database.db.execute(
      sql`select failed_login_count as n, locked_at, bloqueado from usuarios where id = ${created.id}`,
    )) as unknown as { rows: { n: number; locked_at: unknown; bloqueado: boolean }[] };
    expect(state.rows[0]).toEqual({ n: 0, locked_at: null, bloqueado: false });
    await signIn(t.app, 'bloqueavel@embarcador.demo');

    const deactivated = await http.patch(`/api/user/${created.id}/desativar`, admin);
    expect(deactivated.statusCode).toBe(200);
    const login = await http.post('/api/auth/login', undefined, {
      email: 'bloqueavel@embarcador.demo',
      password: 'demo1234',
      tipoAutenticacao: 1,
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses to deactivate or delete oneself', async () => {
    const self = await userByEmail('admin@embarcador.demo');
    expect((await http.patch(`/api/user/${self.id}/desativar`, admin)).statusCode).toBe(409);
    const remove = await http.delete(`/api/user/${self.id}`, admin);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(MESSAGES.recordLocked);
  });

  it('lists users by unit and without unit, scoped to the company', async () => {
    const byUnit = (await http.get(`/api/user/unidade-negocio/${units[0]?.id}`, admin)).json<Usuario[]>();
    expect(byUnit.map((u) => u.email)).toContain('admin@embarcador.demo');
    const carrierUnits = (await http.get('/api/unidade-negocio/list', carrier)).json();
    expect((await http.get(`/api/user/unidade-negocio/${carrierUnits[0].id}`, admin)).statusCode).toBe(404);
    const semUnidade = (await http.get('/api/user/sem-unidade-negocio', admin)).json<Usuario[]>();
    for (const user of semUnidade) expect(user.unidadeNegocioIds).toEqual([]);
  });
});

/** A user created by the admin, with the demo password set directly, signed in. */
async function createSignedIn(name: string, email: string, role: 'Administrador' | 'Operador') {
  const created = await http.post('/api/user', admin, {
    name,
    email,
    role,
    unidadeNegocioIds: [units[0]?.id],
  });
  expect(created.statusCode).toBe(201);
  const user = created.json<Usuario>();
  await t.database.db.execute(
    sql`update usuarios set password_hash = (select password_hash from usuarios where email = 'admin@embarcador.demo') where id = ${user.id}`,
  );
  return { user, headers: (await signIn(t.app, email)).headers };
}

async function userExists(id: string): Promise<boolean> {
  return (await sqlRows(t.database.db, sql`select 1 from usuarios where id = ${id}`)).length === 1;
}

describe('DELETE /api/user/{id}', () => {
  it('deletes a user without history: gone from the list, their session refused at once', async () => {
    const { user, headers } = await createSignedIn('Temporária', 'temporaria@embarcador.demo', 'Operador');
    const before = await countUsuarios();

    const removed = await http.delete(`/api/user/${user.id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: successMessage('deleted', 'Usuário') });
    expect(await countUsuarios()).toBe(before - 1);
    expect((await http.get(`/api/user/${user.id}`, admin)).statusCode).toBe(404);
    const session = await http.get('/api/unidade-negocio/listwithaccess', headers);
    expect(session.statusCode).toBe(401);
    // Deleting again: nothing left to delete.
    expect((await http.delete(`/api/user/${user.id}`, admin)).statusCode).toBe(404);
  });

  it('answers 404 for another company’s user and 403 for an Operador, deleting nothing', async () => {
    const { user } = await createSignedIn('Alvo', 'alvo@embarcador.demo', 'Operador');
    const foreign = await http.delete(`/api/user/${user.id}`, carrier);
    expect(foreign.statusCode).toBe(404);
    const denied = await http.delete(`/api/user/${user.id}`, operador);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(MESSAGES.forbidden);
    expect(await userExists(user.id)).toBe(true);
  });

  it('refuses a user with history (loads they created): 409, deactivate instead', async () => {
    const target = await userByEmail('operador@embarcador.demo');
    const loads = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from cargas where created_by = ${target.id}`,
    );
    expect(loads[0]?.n).toBeGreaterThan(0);
    const refused = await http.delete(`/api/user/${target.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.recordLocked);
    expect(await userExists(target.id)).toBe(true);
  });

  it('refuses an administrator deleting themself even without history', async () => {
    const { user, headers } = await createSignedIn(
      'Admin Novo',
      'admin.novo@embarcador.demo',
      'Administrador',
    );
    const refused = await http.delete(`/api/user/${user.id}`, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.recordLocked);
    expect(await userExists(user.id)).toBe(true);
    // Another administrator may delete them.
    expect((await http.delete(`/api/user/${user.id}`, admin)).statusCode).toBe(200);
  });
});

describe('/api/usuario (own account)', () => {
  it('changes the own password (wrong current → 400) and answers a fresh session', async () => {
    const headers = operador;
    const wrong = await http.post('/api/usuario/alterarSenha', headers, {
      senhaAtual: 'errada',
      novaSenha: 'Carga-Segura-99',
      confirmacaoSenha: 'Carga-Segura-99',
    });
    expect(wrong.statusCode).toBe(400);
    const mismatch = await http.post('/api/usuario/alterarSenha', headers, {
      senhaAtual: 'demo1234',
      novaSenha: 'Carga-Segura-99',
      confirmacaoSenha: 'outra',
    });
    expect(mismatch.json().messages).toContain(MESSAGES.passwordsNotEqual);
    const changed = await http.post('/api/usuario/alterarSenha', headers, {
      senhaAtual: 'demo1234',
      novaSenha: 'Carga-Segura-99',
      confirmacaoSenha: 'Carga-Segura-99',
    });
    expect(changed.statusCode).toBe(200);
    // The old token stops working; the answered one works.
    expect((await http.get('/api/usuario/modulos', headers)).statusCode).toBe(401);
    const fresh = { authorization: `Bearer ${changed.json().token}` };
    expect((await http.get('/api/usuario/modulos', fresh)).statusCode).toBe(200);
    Object.assign(operador, fresh);
  });

  it('edits the own profile and reads module permissions', async () => {
    const edited = await http.put('/api/usuario/editarPerfil', operador, {
      name: 'Operador Renomeado',
      telefone: '11987654321',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Operador Renomeado', telefone: '11987654321' });
    const permissoes = (await http.get('/api/usuario/permissoes?modulo=auditoria', admin)).json();
    expect(permissoes.licenciado).toBe(true);
    const nova = permissoes.usuarios.find(
      (u: { email: string }) => u.email === 'nova.operadora@embarcador.demo',
    );
    expect(nova?.autorizado).toBe(false);
    const emails = (
      await http.post('/api/usuario/consultarEmails', admin, {
        emails: ['admin@embarcador.demo', 'ninguem@exemplo.com'],
      })
    ).json();
    expect(emails).toEqual([
      { email: 'admin@embarcador.demo', cadastrado: true },
      { email: 'ninguem@exemplo.com', cadastrado: false },
    ]);
  });
});
