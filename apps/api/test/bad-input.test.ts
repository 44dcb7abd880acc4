import { HTTP_MESSAGES, MESSAGES, requiredMessage, rotuloDoCampo } from '@embarca/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/sign-in';
import { sqlRows } from './helpers/sql-rows';
import { usarTestApp } from './helpers/test-app';

/**
 * Bad input on every operation of the app's own OpenAPI document (issue 15, items 2–4). Signed in as the
 * shipper admin, with real ids in the paths, the file sends only requests that break the declared schema:
 * wrong type, null, missing required, out of range, invalid GUID and enum, repeated query parameter,
 * wrong content type, oversized and deeply nested bodies, malformed unit headers. No answer may be 5xx
 * or leak a stack trace, SQL or a file path; at most 1 % of the field-level 400s may be generic (name no
 * field); a malformed id in a path answers 400 '<label>: Formato inválido.'.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: Json[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  const?: Json;
  default?: Json;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  bodyRequired: boolean;
}
type Local = 'body' | 'query' | 'path' | 'header' | 'request';
interface Caso {
  op: Operation;
  kind: string;
  local: Local;
  /** The field broken (dotted path), when the request breaks one field. */
  campo?: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}
interface Resposta {
  caso: Caso;
  status: number;
  body: string;
}

const t = usarTestApp();
const FRETE_KEY = 'chave-frete-de-teste';
/** A valid GUID no row has: requests that must never touch a real row (bodies the route ignores, …). */
const GUID_AUSENTE = '6f1c2d3e-4a5b-4c6d-8e7f-0123456789ab';
const GUID_INVALIDO = 'not-a-guid';
const MAX_CASOS_POR_OPERACAO = 160;
const PROFUNDIDADE = 4000;
/** Operations that would end the run's session (sign-out, password change, token revocation). */
const DESTROEM_SESSAO = /\/(logout|alterarSenha|new-password|revogar|revoke)(\/|$)/i;

let auth: Record<string, string> = {};
let operacoes: Operation[] = [];
const idsReais = new Map<string, string>();

/** Answers that reveal internals: stack frames, SQL, driver errors, file paths. */
const VAZAMENTO =
  /(\n\s+at |\bat [\w.<>]+ \(|node_modules|\/work\/|\/src\/|\.ts:\d+|\.js:\d+|\bSELECT\b|\bINSERT INTO\b|\bUPDATE \w+ SET\b|\bDELETE FROM\b|violates|relation "|column "|syntax error|TypeError|ReferenceError|RangeError|ZodError|FST_ERR)/;

beforeAll(async () => {
  const admin = await signIn(t.app, 'admin@embarcador.demo');
  auth = admin.headers;
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: RequestBody }>>;
  }>();
  operacoes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
      bodyRequired: op.requestBody?.required ?? false,
    })),
  );
  await lerIdsReais();
  // As the web app sends it: the selected business unit on every call (some routes require one).
  const unidade = idsReais.get('unidade');
  if (unidade) auth = { ...auth, businessunitid: unidade };
}, 120_000);

interface RequestBody {
  required?: boolean;
  content?: Record<string, { schema?: JsonSchema }>;
}

/** One real id per kind of row, of the admin's company where the table has an owner. */
async function lerIdsReais(): Promise<void> {
  const [eu] = await sqlRows<{ id: string; owner_id: string }>(
    t.database.db,
    sql`select id, owner_id from usuarios where email = 'admin@embarcador.demo'`,
  );
  if (!eu) throw new Error('admin do embarcador não encontrado');
  const dono = eu.owner_id;
  const consultas: Record<string, ReturnType<typeof sql>> = {
    carga: sql`select id from cargas where owner_id = ${dono} order by id limit 1`,
    documento: sql`select d.id from carga_documentos d join cargas c on c.id = d.carga_id where c.owner_id = ${dono} limit 1`,
    rota: sql`select r.id from carga_rotas r join cargas c on c.id = r.carga_id where c.owner_id = ${dono} limit 1`,
    unidade: sql`select id from unidades_negocio where owner_id = ${dono} order by id limit 1`,
    empresa: sql`select id from empresas where owner_id = ${dono} order by id limit 1`,
    usuario: sql`select id from usuarios where owner_id = ${dono} and id <> ${eu.id} order by id limit 1`,
    etapa: sql`select id from kanban_etapas where owner_id = ${dono} order by id limit 1`,
    caracteristica: sql`select id from caracteristicas where owner_id = ${dono} order by id limit 1`,
    modelo: sql`select id from carga_modelos where owner_id = ${dono} order by id limit 1`,
    veiculo: sql`select id from veiculos where owner_id = ${dono} order by id limit 1`,
    anuncio: sql`select id from anuncios order by id limit 1`,
    notificacao: sql`select id from notificacoes order by id limit 1`,
  };
  idsReais.set('eu', eu.id);
  idsReais.set('owner', dono);
  for (const [nome, consulta] of Object.entries(consultas)) {
    try {
      const [linha] = await sqlRows<{ id: string }>(t.database.db, consulta);
      if (linha) idsReais.set(nome, String(linha.id));
    } catch {
      // A table without that shape: the path gets the absent GUID.
    }
  }
}

/** The real id for a path parameter, by the path's resource and the parameter's name. */
function idReal(path: string, nome: string): string {
  const porNome: Record<string, string> = {
    etapaId: 'etapa',
    unitId: 'unidade',
    rotaId: 'rota',
    userId: 'eu',
    owner: 'owner',
  };
  const porCaminho: [RegExp, string][] = [
    [/^\/api\/carga-documento\//, 'documento'],
    [/^\/api\/carga-mongo\/veiculo\//, 'veiculo'],
    [/^\/api\/(carga-mongo|cargashub)\//, 'carga'],
    [/^\/api\/(user\/)?unidade-negocio\//, 'unidade'],
    [/^\/api\/empresa\//, 'empresa'],
    [/^\/api\/user\//, 'usuario'],
    [/^\/api\/kanbanpipecargas\//, 'etapa'],
    [/^\/api\/caracteristica\//, 'caracteristica'],
    [/^\/api\/carga-modelo\//, 'modelo'],
    [/^\/api\/frota\/veiculos\//, 'veiculo'],
    [/^\/api\/(painel-admin\/)?anuncios\//, 'anuncio'],
    [/^\/api\/notificacoes\//, 'notificacao'],
    [/^\/api\/(painel-admin\/owners|owner)\//, 'owner'],
    [/^\/api\/auth\//, 'eu'],
  ];
  const tipo = porNome[nome] ?? (nome === 'id' ? porCaminho.find(([re]) => re.test(path))?.[1] : undefined);
  return (tipo && idsReais.get(tipo)) || GUID_AUSENTE;
}

// ---- JSON Schema → values -------------------------------------------------------------------------

function resolver(schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  if (schema.allOf?.length === 1 && schema.allOf[0])
    return resolver({ ...schema, ...schema.allOf[0], allOf: [] });
  const opcoes = schema.anyOf ?? schema.oneOf;
  if (opcoes?.length) {
    const naoNulas = opcoes.filter((o) => o.type !== 'null');
    const primeira = naoNulas[0] ?? opcoes[0];
    return { ...resolver(primeira), nullable: schema.nullable || naoNulas.length < opcoes.length };
  }
  return schema;
}

function tipoDe(schema: JsonSchema): string | undefined {
  if (schema.$ref) return undefined; // unresolved (any JSON)
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.enum?.length) return typeof schema.enum[0];
  return undefined;
}

/** A value the schema accepts (best effort: only a vehicle for the one field each case breaks). */
function valido(bruto: JsonSchema | undefined, profundidade = 0): Json {
  const schema = resolver(bruto);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0] ?? null;
  if (schema.default !== undefined) return schema.default;
  switch (tipoDe(schema)) {
    case 'string': {
      if (schema.format === 'uuid') return GUID_AUSENTE;
      if (schema.format === 'email') return 'pessoa@exemplo.com.br';
      if (schema.format === 'date-time') return '2026-01-05T12:00:00.000Z';
      if (schema.format === 'date') return '2026-01-05';
      const tamanho = Math.max(schema.minLength ?? 1, Math.min(3, schema.maxLength ?? 3));
      return 'a'.repeat(tamanho);
    }
    case 'integer':
    case 'number':
      return Math.max(typeof schema.minimum === 'number' ? schema.minimum : 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return profundidade > 4
        ? []
        : Array.from({ length: schema.minItems ?? 0 }, () => valido(schema.items, profundidade + 1));
    case 'object': {
      const out: Record<string, Json> = {};
      if (profundidade > 4) return out;
      for (const nome of schema.required ?? [])
        out[nome] = valido(schema.properties?.[nome], profundidade + 1);
      return out;
    }
    default:
      return 'a';
  }
}

interface Quebra {
  kind: string;
  /** undefined = remove the field */
  valor: Json | undefined;
}

/** Values that break one field's schema (none for a field that accepts any JSON). */
function quebras(bruto: JsonSchema | undefined, obrigatorio: boolean): Quebra[] {
  const schema = resolver(bruto);
  const tipo = tipoDe(schema);
  const out: Quebra[] = [];
  if (obrigatorio && schema.default === undefined) out.push({ kind: 'ausente', valor: undefined });
  if (!tipo) return out;
  if (!schema.nullable) out.push({ kind: 'nulo', valor: null });
  if (tipo === 'string') {
    out.push({ kind: 'tipo', valor: 12345 }, { kind: 'tipo-objeto', valor: { a: 1 } });
    if (schema.format === 'uuid') out.push({ kind: 'guid', valor: GUID_INVALIDO });
    if (schema.enum?.length) out.push({ kind: 'enum', valor: 'valor-que-nao-existe' });
    else if (schema.pattern) out.push({ kind: 'formato', valor: '\u0000§§ inválido ##' });
    if (schema.format === 'date-time' || schema.format === 'date')
      out.push({ kind: 'data', valor: '2026-13-45T99:99' });
    if (schema.format === 'email') out.push({ kind: 'email', valor: 'nao-e-email@' });
    if (schema.maxLength !== undefined && schema.maxLength < 100_000)
      out.push({ kind: 'longo', valor: 'x'.repeat(schema.maxLength + 1) });
    if (schema.minLength !== undefined && schema.minLength > 0 && !schema.enum && !schema.pattern)
      out.push({ kind: 'curto', valor: '' });
  } else if (tipo === 'integer' || tipo === 'number') {
    out.push({ kind: 'tipo', valor: 'abc' }, { kind: 'tipo-booleano', valor: true });
    if (typeof schema.minimum === 'number' && schema.minimum > -1e15)
      out.push({ kind: 'abaixo', valor: schema.minimum - 1 });
    if (typeof schema.maximum === 'number' && schema.maximum < 1e15)
      out.push({ kind: 'acima', valor: schema.maximum + 1 });
    if (tipo === 'integer') out.push({ kind: 'fracao', valor: 1.5 });
  } else if (tipo === 'boolean') {
    out.push({ kind: 'tipo', valor: 'talvez' });
  } else if (tipo === 'array') {
    out.push({ kind: 'tipo', valor: 'abc' });
    if (schema.maxItems !== undefined && schema.maxItems < 1000)
      out.push({
        kind: 'acima',
        valor: Array.from({ length: schema.maxItems + 1 }, () => valido(schema.items)),
      });
  } else if (tipo === 'object') {
    out.push({ kind: 'tipo', valor: 'abc' }, { kind: 'tipo-lista', valor: [] });
  }
  return out;
}

/** Every field of a body schema (dotted paths, arrays as `.0`), up to a depth. */
function campos(
  bruto: JsonSchema | undefined,
  prefixo: string[] = [],
  nivel = 0,
): { caminho: string[]; schema: JsonSchema; obrigatorio: boolean }[] {
  const schema = resolver(bruto);
  if (nivel > 3) return [];
  const tipo = tipoDe(schema);
  if (tipo === 'object' && schema.properties) {
    return Object.entries(schema.properties).flatMap(([nome, filho]) => {
      const caminho = [...prefixo, nome];
      return [
        { caminho, schema: filho, obrigatorio: schema.required?.includes(nome) ?? false },
        ...campos(filho, caminho, nivel + 1),
      ];
    });
  }
  if (tipo === 'array' && schema.items) {
    const caminho = [...prefixo, '0'];
    return [
      { caminho, schema: schema.items, obrigatorio: true },
      ...campos(schema.items, caminho, nivel + 1),
    ];
  }
  return [];
}

/** `base` with the value at `caminho` replaced (undefined removes it); arrays on the way get one item. */
function comValor(
  base: Json,
  caminho: string[],
  valor: Json | undefined,
  schema: JsonSchema | undefined,
): Json {
  if (caminho.length === 0) return valor === undefined ? null : valor;
  const [cabeca, ...resto] = caminho as [string, ...string[]];
  const resolvido = resolver(schema);
  if (/^\d+$/.test(cabeca)) {
    const lista = Array.isArray(base) ? [...base] : [];
    const atual = lista[0] ?? valido(resolvido.items);
    lista[0] = comValor(atual, resto, valor, resolvido.items);
    if (resto.length === 0 && valor === undefined) lista.splice(0, 1);
    return lista;
  }
  const objeto = base && typeof base === 'object' && !Array.isArray(base) ? { ...base } : {};
  const filho = resolvido.properties?.[cabeca];
  if (resto.length === 0) {
    if (valor === undefined) delete objeto[cabeca];
    else objeto[cabeca] = valor;
  } else {
    objeto[cabeca] = comValor(objeto[cabeca] ?? valido(filho), resto, valor, filho);
  }
  return objeto;
}

function textoQuery(valor: Json): string {
  return typeof valor === 'object' && valor !== null ? JSON.stringify(valor) : String(valor);
}

function aninhado(profundidade: number): string {
  return `${'{"a":'.repeat(profundidade)}1${'}'.repeat(profundidade)}`;
}

// ---- cases ----------------------------------------------------------------------------------------

function montarUrl(op: Operation, path: Record<string, string>, query: [string, string][]): string {
  const caminho = op.path.replace(/\{(\w+)\}/g, (_, nome: string) => encodeURIComponent(path[nome] ?? ''));
  const pares = [...query];
  if (op.path.startsWith('/api/frete/') && !pares.some(([nome]) => nome === 'key'))
    pares.push(['key', FRETE_KEY]);
  const qs = pares.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return qs ? `${caminho}?${qs}` : caminho;
}

function casosDe(op: Operation): Caso[] {
  const ehLeitura = op.method === 'GET';
  const params = op.parameters.filter((p) => p.in === 'path');
  const queries = op.parameters.filter(
    (p) => p.in === 'query' && !(op.path.startsWith('/api/frete/') && p.name === 'key'),
  );
  const pathReal = Object.fromEntries(
    params.map((p) => [
      p.name,
      resolver(p.schema).format === 'uuid' ? idReal(op.path, p.name) : textoQuery(valido(p.schema)),
    ]),
  );
  const pathAusente = Object.fromEntries(
    params.map((p) => [
      p.name,
      resolver(p.schema).format === 'uuid' ? GUID_AUSENTE : textoQuery(valido(p.schema)),
    ]),
  );
  const queryValida: [string, string][] = queries
    .filter((q) => q.required)
    .map((q) => {
      const schema = resolver(q.schema);
      const valor =
        schema.format === 'uuid' && ehLeitura ? idReal(op.path, q.name) : textoQuery(valido(q.schema));
      return [q.name, valor];
    });
  const corpoValido = op.body ? JSON.stringify(valido(op.body)) : undefined;
  const json = { ...auth, 'content-type': 'application/json' };
  const casos: Caso[] = [];
  const caso = (c: Omit<Caso, 'op'>) => casos.push({ op, ...c });

  for (const p of params) {
    const ehTexto = tipoDe(resolver(p.schema)) === 'string';
    for (const q of quebras(p.schema, false)) {
      if (q.valor === null || typeof q.valor === 'object' || (ehTexto && q.kind.startsWith('tipo'))) continue;
      caso({
        kind: `path-${q.kind}`,
        local: 'path',
        campo: p.name,
        url: montarUrl(op, { ...pathReal, [p.name]: String(q.valor) }, queryValida),
        headers: corpoValido ? json : auth,
        payload: corpoValido,
      });
    }
  }
  for (const p of queries) {
    const ehTexto = tipoDe(resolver(p.schema)) === 'string';
    for (const q of quebras(p.schema, Boolean(p.required))) {
      // In a query string every value is text: a "number" for a text parameter is no error.
      if (q.valor === null || (ehTexto && q.kind.startsWith('tipo'))) continue;
      const resto = queryValida.filter(([nome]) => nome !== p.name);
      caso({
        kind: `query-${q.kind}`,
        local: 'query',
        campo: p.name,
        url: montarUrl(
          op,
          pathReal,
          q.valor === undefined ? resto : [...resto, [p.name, textoQuery(q.valor)]],
        ),
        headers: corpoValido ? json : auth,
        payload: corpoValido,
      });
    }
    const schema = resolver(p.schema);
    // A repeated parameter is an array; only reads send it (a write could accept a list).
    if (ehLeitura && tipoDe(schema) !== 'array') {
      const valor = textoQuery(valido(p.schema));
      const resto = queryValida.filter(([nome]) => nome !== p.name);
      caso({
        kind: 'query-repetido',
        local: 'query',
        campo: p.name,
        url: montarUrl(op, pathReal, [...resto, [p.name, valor], [p.name, valor]]),
        headers: auth,
      });
    }
  }
  if (op.body) {
    const base = JSON.parse(corpoValido ?? '{}') as Json;
    for (const campo of campos(op.body)) {
      for (const q of quebras(campo.schema, campo.obrigatorio)) {
        caso({
          kind: `body-${q.kind}`,
          local: 'body',
          campo: campo.caminho.join('.'),
          url: montarUrl(op, pathReal, queryValida),
          headers: json,
          payload: JSON.stringify(comValor(base, campo.caminho, q.valor, op.body)),
        });
      }
    }
    const raiz = resolver(op.body);
    if (tipoDe(raiz) === 'object' && op.bodyRequired) {
      for (const valor of [null, [], 'abc', 42] as Json[]) {
        caso({
          kind: 'body-raiz',
          local: 'request',
          url: montarUrl(op, pathAusente, queryValida),
          headers: json,
          payload: JSON.stringify(valor),
        });
      }
      caso({
        kind: 'body-vazio',
        local: 'request',
        url: montarUrl(op, pathAusente, queryValida),
        headers: auth,
      });
      // Deeply nested JSON where the schema wants a typed field.
      const alvo = Object.entries(raiz.properties ?? {}).find(
        ([, s]) => tipoDe(resolver(s)) && tipoDe(resolver(s)) !== 'object',
      );
      if (alvo) {
        caso({
          kind: 'body-aninhado',
          local: 'body',
          campo: alvo[0],
          url: montarUrl(op, pathAusente, queryValida),
          headers: json,
          payload: `{"${alvo[0]}":${aninhado(PROFUNDIDADE)}}`,
        });
      }
    }
    const urlAusente = montarUrl(op, pathAusente, queryValida);
    caso({
      kind: 'content-type-texto',
      local: 'request',
      url: urlAusente,
      headers: { ...auth, 'content-type': 'text/plain' },
      payload: corpoValido,
    });
    caso({
      kind: 'content-type-form',
      local: 'request',
      url: urlAusente,
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1&b=2',
    });
    caso({ kind: 'json-malformado', local: 'request', url: urlAusente, headers: json, payload: '{"a":' });
    caso({
      kind: 'grande',
      local: 'request',
      url: urlAusente,
      headers: json,
      payload: `{"x":"${'x'.repeat(t.app.initialConfig.bodyLimit ?? 1_048_576)}"}`,
    });
  }
  // Malformed unit headers (the scope of every authenticated call): reads only, whose query is valid, so
  // the header is the one thing wrong (a public route ignores it: then the answer is not an error).
  if (ehLeitura) {
    const url = montarUrl(op, pathAusente, queryValida);
    caso({
      kind: 'header-guid',
      local: 'header',
      campo: 'BusinessUnitId',
      url,
      headers: { ...auth, businessunitid: GUID_INVALIDO },
    });
    caso({
      kind: 'header-filtro',
      local: 'header',
      campo: 'BusinessUnitFilter',
      url,
      headers: { ...auth, businessunitfilter: `${GUID_AUSENTE},xyz` },
    });
  }
  return casos.slice(0, MAX_CASOS_POR_OPERACAO);
}

// ---- judging answers -------------------------------------------------------------------------------

function normalizar(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Does the message name the broken field: its label, its key or its path? */
function nomeiaCampo(mensagem: string, campo: string): boolean {
  const chave =
    campo
      .split('.')
      .filter((parte) => !/^\d+$/.test(parte))
      .at(-1) ?? campo;
  const texto = normalizar(mensagem);
  return [campo, chave, rotuloDoCampo(chave)].map(normalizar).some((nome) => texto.includes(nome));
}

/** The catalogue's texts that say what is wrong but not where (limits are followed by their number). */
const SEM_CAMPO = new Set<string>([
  MESSAGES.invalidFormat,
  MESSAGES.invalidValue,
  MESSAGES.invalidDate,
  MESSAGES.invalidEmail,
  MESSAGES.invalidPlate,
]);
const PREFIXOS_DE_LIMITE = [MESSAGES.minValue, MESSAGES.maxValue, MESSAGES.minLength, MESSAGES.maxLength].map(
  (texto) => texto.split('#x')[0] ?? texto,
);

/**
 * Does the message carry some field's label (the schema's own, which the test cannot know by key)? The
 * shapes that do: '<label>: <text>', '<label> é obrigatório!', '<label> deve ser maior que zero!',
 * '<document> inválido'.
 */
function temRotulo(mensagem: string): boolean {
  if (SEM_CAMPO.has(mensagem) || PREFIXOS_DE_LIMITE.some((prefixo) => mensagem.startsWith(prefixo)))
    return false;
  return (
    /^[^:]{1,80}: \S/.test(mensagem) ||
    [MESSAGES.required, requiredMessage('', 'f')].some(
      (sufixo) => mensagem.endsWith(sufixo) && mensagem.length > sufixo.length,
    ) ||
    mensagem.includes(` ${MESSAGES.greaterThanZero}`) ||
    /^\S+ inválid[oa]$/.test(mensagem)
  );
}

/**
 * A field-level 400 is generic when one of its messages names no field: neither the broken field's label
 * or key/path, nor — for a message about another field of the body — the field `campos` files it under.
 */
function generica(corpo: CorpoErro, campo: string): boolean {
  const mensagens = corpo.messages?.length ? corpo.messages : [corpo.message ?? ''];
  const porCampo = Object.entries(corpo.campos ?? {});
  return mensagens.some(
    (mensagem) =>
      !temRotulo(mensagem) &&
      !nomeiaCampo(mensagem, campo) &&
      !porCampo.some(([caminho, texto]) => texto === mensagem && nomeiaCampo(mensagem, caminho)),
  );
}

interface CorpoErro {
  message?: string;
  messages?: string[];
  campos?: Record<string, string>;
}

function lerCorpo(body: string): CorpoErro {
  try {
    return JSON.parse(body) as CorpoErro;
  } catch {
    return {};
  }
}

async function enviar(caso: Caso): Promise<Resposta> {
  const response = await t.app.inject({
    method: caso.op.method as 'GET',
    url: caso.url,
    headers: caso.headers,
    ...(caso.payload === undefined ? {} : { payload: caso.payload }),
  });
  return { caso, status: response.statusCode, body: response.body };
}

async function sessaoViva(): Promise<boolean> {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth });
  return response.statusCode === 200;
}

describe('bad input on every operation of the OpenAPI document', () => {
  it('answers 4xx in pt-BR naming the field, never 5xx, never internals', async () => {
    const alvo = operacoes.filter((op) => !DESTROEM_SESSAO.test(op.path));
    const puladas = operacoes.length - alvo.length;
    const respostas: Resposta[] = [];
    const inicio = Date.now();
    for (const op of alvo) {
      const casos = casosDe(op);
      for (let i = 0; i < casos.length; i += 8) {
        respostas.push(...(await Promise.all(casos.slice(i, i + 8).map(enviar))));
      }
      if (op.method !== 'GET' && !(await sessaoViva())) {
        throw new Error(`${op.method} ${op.path} encerrou a sessão do teste`);
      }
    }
    const ms = Date.now() - inicio;

    const erros5xx = respostas.filter((r) => r.status >= 500);
    const vazamentos = respostas.filter((r) => VAZAMENTO.test(r.body));
    const aceitas = respostas.filter((r) => r.status < 300);
    const deCampo = respostas.filter((r) => r.status === 400 && r.caso.campo);
    const genericas = deCampo.filter((r) => generica(lerCorpo(r.body), r.caso.campo ?? ''));
    const porStatus = new Map<number, number>();
    for (const r of respostas) porStatus.set(r.status, (porStatus.get(r.status) ?? 0) + 1);
    const partes = (lista: Resposta[], n = 15) =>
      lista
        .slice(0, n)
        .map(
          (r) =>
            `  ${r.status} ${r.caso.op.method} ${r.caso.url.slice(0, 120)} [${r.caso.kind} ${r.caso.campo ?? ''}] ${r.body.slice(0, 200)}`,
        )
        .join('\n');

    console.log(
      [
        `bad input: ${respostas.length} requests on ${alvo.length} operations (${puladas} skipped: end the session) in ${ms} ms`,
        `  status: ${[...porStatus]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}`,
        `  5xx: ${erros5xx.length}; internals leaked: ${vazamentos.length}; accepted (2xx): ${aceitas.length}`,
        `  field-level 400s: ${deCampo.length}; generic: ${genericas.length} (${((100 * genericas.length) / Math.max(1, deCampo.length)).toFixed(2)} %)`,
      ].join('\n'),
    );
    if (genericas.length) console.log(`generic examples:\n${partes(genericas, 25)}`);
    if (aceitas.length) console.log(`accepted examples:\n${partes(aceitas, 10)}`);

    expect(respostas.length).toBeGreaterThan(2000);
    expect(erros5xx.length, partes(erros5xx)).toBe(0);
    expect(vazamentos.length, partes(vazamentos)).toBe(0);
    expect(genericas.length / deCampo.length, partes(genericas)).toBeLessThanOrEqual(0.01);
  }, 240_000);

  it('a malformed id in any path answers 400 "<label>: Formato inválido."', async () => {
    const comId = operacoes.flatMap((op) =>
      op.parameters
        .filter(
          (p) => p.in === 'path' && resolver(p.schema).format === 'uuid' && !DESTROEM_SESSAO.test(op.path),
        )
        .map((p) => ({ op, p })),
    );
    expect(comId.length).toBeGreaterThan(50);
    const falhas: string[] = [];
    let negadasPeloPapel = 0;
    for (const { op, p } of comId) {
      const path = Object.fromEntries(
        op.parameters
          .filter((x) => x.in === 'path')
          .map((x) => [x.name, x.name === p.name ? GUID_INVALIDO : idReal(op.path, x.name)]),
      );
      const response = await t.app.inject({
        method: op.method as 'GET',
        url: montarUrl(op, path, []),
        headers: auth,
      });
      if (response.statusCode === 403) {
        negadasPeloPapel++;
        continue;
      }
      const corpo = lerCorpo(response.body);
      const esperado = `${rotuloDoCampo(p.name)}: ${MESSAGES.invalidFormat}`;
      if (response.statusCode !== 400 || !(corpo.messages ?? [corpo.message]).includes(esperado)) {
        falhas.push(
          `${op.method} ${op.path} (${p.name}) → ${response.statusCode} ${response.body.slice(0, 160)}`,
        );
      } else if (corpo.campos?.[p.name] !== esperado) {
        falhas.push(
          `${op.method} ${op.path} (${p.name}) sem campos.${p.name}: ${response.body.slice(0, 160)}`,
        );
      }
    }
    console.log(
      `malformed ids: ${comId.length} path parameters, ${falhas.length} wrong, ${negadasPeloPapel} denied by role (403)`,
    );
    expect(falhas, falhas.join('\n')).toEqual([]);
    expect(rotuloDoCampo('id')).toBe('Id');
  }, 120_000);
});

describe('a null preference value (issue 15 item 2)', () => {
  const rotas = [
    { method: 'POST', url: '/api/owner-preferences', lista: '/api/owner-preferences' },
    { method: 'PUT', url: '/api/owner-preferences', lista: '/api/owner-preferences' },
    { method: 'PUT', url: '/api/user-preferences', lista: '/api/user-preferences' },
  ] as const;

  it.each(rotas)(
    '$method $url with valor null → 400 naming the field, nothing written',
    async ({ method, url, lista }) => {
      const antes = await t.app.inject({ method: 'GET', url: lista, headers: auth });
      const response = await t.app.inject({
        method,
        url,
        headers: auth,
        payload: { nome: 'tema-nulo', valor: null },
      });
      expect(response.statusCode).toBe(400);
      const corpo = response.json<CorpoErro>();
      const esperado = `${rotuloDoCampo('valor')}: ${MESSAGES.invalidValue}`;
      expect(corpo.messages).toEqual([esperado]);
      expect(corpo.campos).toEqual({ valor: esperado });
      const depois = await t.app.inject({ method: 'GET', url: lista, headers: auth });
      expect(depois.json()).toEqual(antes.json());
      expect(depois.body).not.toContain('tema-nulo');
    },
  );

  it('a body in a format the API does not read keeps its own 415 text', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user-preferences',
      headers: { ...auth, 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: HTTP_MESSAGES.unsupportedMediaType });
  });
});
