import { documentAlreadyExistsMessage, MESSAGES, successMessage } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeMailer, tokenIn } from '../../../test/helpers/fake-mailer';
import { signIn } from '../../../test/helpers/sign-in';
import { sqlRows } from '../../../test/helpers/sql-rows';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const mailer = createFakeMailer();
let t: TestApp;
let admin: Record<string, string>;
let operador: Record<string, string>;
let carrier: Record<string, string>;
let units: { id: string; descricao: string }[];

beforeAll(async () => {
  t = await createTestApp({ mailer });
  admin = (await signIn(t.app, 'admin@embarcador.demo')).headers;
  operador = (await signIn(t.app, 'operador@embarcador.demo')).headers;
  carrier = (await signIn(t.app, 'admin@transportadora.demo')).headers;
  units = (await t.app.inject({ method: 'GET', url: '/api/unidade-negocio/list', headers: admin })).json();
});
afterAll(async () => t.close());

type Usuario = {
  id: string;
  email: string;
  situacao: number;
  unidadeNegocioIds: string[];
  senhaDefinida: boolean;
};

async function userByEmail(email: string): Promise<Usuario> {
  const list = (
    await t.app.inject({ method: 'GET', url: `/api/user?query=${encodeURIComponent(email)}`, headers: admin })
  ).json<Usuario[]>();
  const user = list.find((u) => u.email === email);
  if (!user) throw new Error(`sem usuário ${email}`);
  return user;
}

async function countUsuarios(): Promise<number> {
  const result = (await t.database.db.execute(sql`select count(*)::int as n from usuarios`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}

describe('/api/user', () => {
  it('creates a user with units, mails the "Definição de senha" link, and the user signs in with it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: admin,
      payload: {
        name: 'Nova Operadora',
        email: 'Nova.Operadora@Embarcador.demo',
        telefone: '(11) 98765-4321',
        role: 'Operador',
        unidadeNegocioIds: [units[0]?.id],
        modulosNaoAutorizados: ['auditoria'],
      },
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
    const defined = await t.app.inject({
      method: 'POST',
      url: '/api/auth/new-password',
      payload: { recoveryToken: token, newPassword: 'Rota-Segura-2026' },
    });
    expect(defined.statusCode).toBe(200);
    const session = await signIn(t.app, 'nova.operadora@embarcador.demo', 'Rota-Segura-2026');
    const access = (
      await t.app.inject({
        method: 'GET',
        url: '/api/unidade-negocio/listwithaccess',
        headers: session.headers,
      })
    ).json();
    expect(access.map((u: { id: string }) => u.id)).toEqual([units[0]?.id]);
  });

  it('refuses an e-mail already used (409) and invalid e-mail/phone (400), writing nothing', async () => {
    const before = await countUsuarios();
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/usuario',
      headers: admin,
      payload: { name: 'Outro', email: 'admin@transportadora.demo' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(documentAlreadyExistsMessage('E-mail'));
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: admin,
      payload: { name: '', email: 'sem-arroba', telefone: '12' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().messages).toEqual(
      expect.arrayContaining(['Nome é obrigatório!', MESSAGES.invalidEmail, MESSAGES.invalidFormat]),
    );
    expect(await countUsuarios()).toBe(before);
  });

  it('refuses another tenant’s unit in the body and another tenant’s user ids (404)', async () => {
    const carrierUnits = (
      await t.app.inject({ method: 'GET', url: '/api/unidade-negocio/list', headers: carrier })
    ).json();
    const withForeignUnit = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: admin,
      payload: { name: 'X', email: 'x@embarcador.demo', unidadeNegocioIds: [carrierUnits[0].id] },
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
    const otherOwner = await t.app.inject({
      method: 'GET',
      url: `/api/user?ownerId=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
      headers: admin,
    });
    expect(otherOwner.statusCode).toBe(404);
  });

  it('lets only an Administrador manage users', async () => {
    const target = await userByEmail('bloqueado@embarcador.demo');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${target.id}/desbloquear`,
      headers: operador,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.forbidden);
    const list = await t.app.inject({ method: 'GET', url: '/api/user', headers: operador });
    expect(list.statusCode).toBe(200);
  });

  it('blocking ends the sessions at once; unblocking resets the sign-in lockout', async () => {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/user',
        headers: admin,
        payload: {
          name: 'Bloqueável',
          email: 'bloqueavel@embarcador.demo',
          unidadeNegocioIds: [units[0]?.id],
        },
      })
    ).json<Usuario>();
    await t.database.db.execute(
      sql`update usuarios set password_hash = (select password_hash from usuarios where email = 'admin@embarcador.demo') where id = ${created.id}`,
    );
    const session = await signIn(t.app, 'bloqueavel@embarcador.demo');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/unidade-negocio/listwithaccess',
          headers: session.headers,
        })
      ).statusCode,
    ).toBe(200);

    const blocked = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${created.id}/bloquear`,
      headers: admin,
    });
    expect(blocked.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/unidade-negocio/listwithaccess',
          headers: session.headers,
        })
      ).statusCode,
    ).toBe(401);
    expect((await userByEmail('bloqueavel@embarcador.demo')).situacao).toBe(3);

    await t.database.db.execute(
      sql`update usuarios set failed_login_count = 5, locked_at = now() where id = ${created.id}`,
    );
    const unblocked = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${created.id}/desbloquear`,
      headers: admin,
    });
    expect(unblocked.statusCode).toBe(200);
    const state = (await t.database.db.execute(
      sql`select failed_login_count as n, locked_at, bloqueado from usuarios where id = ${created.id}`,
    )) as unknown as { rows: { n: number; locked_at: unknown; bloqueado: boolean }[] };
    expect(state.rows[0]).toEqual({ n: 0, locked_at: null, bloqueado: false });
    await signIn(t.app, 'bloqueavel@embarcador.demo');

    const deactivated = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${created.id}/desativar`,
      headers: admin,
    });
    expect(deactivated.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'bloqueavel@embarcador.demo', password: 'demo1234', tipoAutenticacao: 1 },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses to deactivate or delete oneself', async () => {
    const self = await userByEmail('admin@embarcador.demo');
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/user/${self.id}/desativar`, headers: admin }))
        .statusCode,
    ).toBe(409);
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/user/${self.id}`, headers: admin });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(MESSAGES.recordLocked);
  });

  it('lists users by unit and without unit, scoped to the company', async () => {
    const byUnit = (
      await t.app.inject({ method: 'GET', url: `/api/user/unidade-negocio/${units[0]?.id}`, headers: admin })
    ).json<Usuario[]>();
    expect(byUnit.map((u) => u.email)).toContain('admin@embarcador.demo');
    const carrierUnits = (
      await t.app.inject({ method: 'GET', url: '/api/unidade-negocio/list', headers: carrier })
    ).json();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/user/unidade-negocio/${carrierUnits[0].id}`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);
    const semUnidade = (
      await t.app.inject({ method: 'GET', url: '/api/user/sem-unidade-negocio', headers: admin })
    ).json<Usuario[]>();
    for (const user of semUnidade) expect(user.unidadeNegocioIds).toEqual([]);
  });
});

/** A user created by the admin, with the demo password set directly, signed in. */
async function createSignedIn(name: string, email: string, role: 'Administrador' | 'Operador') {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/user',
    headers: admin,
    payload: { name, email, role, unidadeNegocioIds: [units[0]?.id] },
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

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/user/${user.id}`, headers: admin });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: successMessage('deleted', 'Usuário') });
    expect(await countUsuarios()).toBe(before - 1);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/user/${user.id}`, headers: admin })).statusCode,
    ).toBe(404);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/unidade-negocio/listwithaccess',
      headers,
    });
    expect(session.statusCode).toBe(401);
    // Deleting again: nothing left to delete.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/user/${user.id}`, headers: admin })).statusCode,
    ).toBe(404);
  });

  it('answers 404 for another company’s user and 403 for an Operador, deleting nothing', async () => {
    const { user } = await createSignedIn('Alvo', 'alvo@embarcador.demo', 'Operador');
    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/user/${user.id}`, headers: carrier });
    expect(foreign.statusCode).toBe(404);
    const denied = await t.app.inject({ method: 'DELETE', url: `/api/user/${user.id}`, headers: operador });
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
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/user/${target.id}`, headers: admin });
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
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/user/${user.id}`, headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.recordLocked);
    expect(await userExists(user.id)).toBe(true);
    // Another administrator may delete them.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/user/${user.id}`, headers: admin })).statusCode,
    ).toBe(200);
  });
});

describe('/api/usuario (own account)', () => {
  it('changes the own password (wrong current → 400) and answers a fresh session', async () => {
    const headers = operador;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/alterarSenha',
      headers,
      payload: { senhaAtual: 'errada', novaSenha: 'Carga-Segura-99', confirmacaoSenha: 'Carga-Segura-99' },
    });
    expect(wrong.statusCode).toBe(400);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/alterarSenha',
      headers,
      payload: { senhaAtual: 'demo1234', novaSenha: 'Carga-Segura-99', confirmacaoSenha: 'outra' },
    });
    expect(mismatch.json().messages).toContain(MESSAGES.passwordsNotEqual);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/usuario/alterarSenha',
      headers,
      payload: { senhaAtual: 'demo1234', novaSenha: 'Carga-Segura-99', confirmacaoSenha: 'Carga-Segura-99' },
    });
    expect(changed.statusCode).toBe(200);
    // The old token stops working; the answered one works.
    expect((await t.app.inject({ method: 'GET', url: '/api/usuario/modulos', headers })).statusCode).toBe(
      401,
    );
    const fresh = { authorization: `Bearer ${changed.json().token}` };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/usuario/modulos', headers: fresh })).statusCode,
    ).toBe(200);
    operador = fresh;
  });

  it('edits the own profile and reads module permissions', async () => {
    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/usuario/editarPerfil',
      headers: operador,
      payload: { name: 'Operador Renomeado', telefone: '11987654321' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Operador Renomeado', telefone: '11987654321' });
    const permissoes = (
      await t.app.inject({ method: 'GET', url: '/api/usuario/permissoes?modulo=auditoria', headers: admin })
    ).json();
    expect(permissoes.licenciado).toBe(true);
    const nova = permissoes.usuarios.find(
      (u: { email: string }) => u.email === 'nova.operadora@embarcador.demo',
    );
    expect(nova?.autorizado).toBe(false);
    const emails = (
      await t.app.inject({
        method: 'POST',
        url: '/api/usuario/consultarEmails',
        headers: admin,
        payload: { emails: ['admin@embarcador.demo', 'ninguem@exemplo.com'] },
      })
    ).json();
    expect(emails).toEqual([
      { email: 'admin@embarcador.demo', cadastrado: true },
      { email: 'ninguem@exemplo.com', cadastrado: false },
    ]);
  });
});
