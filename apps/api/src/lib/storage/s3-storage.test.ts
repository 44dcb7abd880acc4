import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createObjectStorage } from './index';
import { InvalidStorageKeyError, type ObjectStorage } from './object-storage';

/**
 * The S3 driver against a tiny in-process S3 (path-style PUT/GET/HEAD/DELETE on /bucket/key): what the
 * AWS SDK sends (SigV4 headers with our access key, the bucket in the path, the content type, the bytes)
 * and how its answers (404 NoSuchKey, HEAD 404) come back. It checks the request is signed, not the
 * signature's value (a real S3 does that).
 */

interface Recebida {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
}

const objetos = new Map<string, { body: Buffer; contentType: string }>();
const recebidas: Recebida[] = [];
let server: Server;
let storage: ObjectStorage;

function noSuchKey(key: string) {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await buffer(req);
    recebidas.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    const key = decodeURIComponent((req.url ?? '').split('?')[0]!);
    const signed =
      /^AWS4-HMAC-SHA256 Credential=AKIDTESTE\/\d{8}\/sa-east-1\/s3\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/.test(
        String(req.headers.authorization),
      );
    if (!signed) {
      res
        .writeHead(403, { 'content-type': 'application/xml' })
        .end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const found = objetos.get(key);
    switch (req.method) {
      case 'PUT':
        objetos.set(key, { body, contentType: String(req.headers['content-type']) });
        res.writeHead(200, { etag: '"1"' }).end();
        return;
      case 'GET':
        if (!found) {
          res.writeHead(404, { 'content-type': 'application/xml' }).end(noSuchKey(key));
          return;
        }
        res
          .writeHead(200, { 'content-type': found.contentType, 'content-length': found.body.length })
          .end(found.body);
        return;
      case 'HEAD':
        res.writeHead(found ? 200 : 404, found ? { 'content-length': found.body.length } : {}).end();
        return;
      case 'DELETE':
        objetos.delete(key);
        res.writeHead(204).end();
        return;
      default:
        res.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  storage = await createObjectStorage(
    {
      driver: 's3',
      s3: {
        endpoint: `http://127.0.0.1:${port}`,
        bucket: 'embarca-anexos',
        region: 'sa-east-1',
        accessKeyId: 'AKIDTESTE',
        secretAccessKey: 'segredo-de-teste',
        forcePathStyle: true,
      },
    },
    '/nao-usado',
  );
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  recebidas.length = 0;
});

describe('S3 storage', () => {
  it('puts a signed object in the bucket path, reads it back as a stream, heads and deletes it', async () => {
    expect(storage.driver).toBe('s3');
    const data = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await storage.put('owners/o1/cargas/c1/anexos/a1', data, { contentType: 'image/png' });

    const put = recebidas.find((r) => r.method === 'PUT');
    expect(put?.url.split('?')[0]).toBe('/embarca-anexos/owners/o1/cargas/c1/anexos/a1');
    expect(put?.headers['content-type']).toBe('image/png');
    expect(put?.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(put?.headers['x-amz-content-sha256']).toBeTruthy();
    // Only required checksums: no CRC32 header on a plain put (S3-compatible services refuse it).
    expect(put?.headers['x-amz-checksum-crc32']).toBeUndefined();
    expect(objetos.get('/embarca-anexos/owners/o1/cargas/c1/anexos/a1')?.body).toEqual(data);

    const object = await storage.get('owners/o1/cargas/c1/anexos/a1');
    expect(object?.size).toBe(data.length);
    expect(await buffer(object!.stream)).toEqual(data);
    expect(await storage.exists('owners/o1/cargas/c1/anexos/a1')).toBe(true);

    await storage.delete('owners/o1/cargas/c1/anexos/a1');
    expect(recebidas.at(-1)?.method).toBe('DELETE');
    expect(await storage.exists('owners/o1/cargas/c1/anexos/a1')).toBe(false);
    expect(await storage.get('owners/o1/cargas/c1/anexos/a1')).toBeNull();
  });

  it('refuses unsafe keys before any request', async () => {
    await expect(storage.put('../x', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
      InvalidStorageKeyError,
    );
    await expect(storage.get('a/../b')).rejects.toThrow(InvalidStorageKeyError);
    expect(recebidas).toHaveLength(0);
  });

  it('reports a refused request as an error, not as a missing object', async () => {
    const { port } = server.address() as AddressInfo;
    const unsigned = await createObjectStorage(
      {
        driver: 's3',
        s3: {
          endpoint: `http://127.0.0.1:${port}`,
          bucket: 'embarca-anexos',
          region: 'sa-east-1',
          accessKeyId: 'OUTRACHAVE',
          secretAccessKey: 'x',
          forcePathStyle: true,
        },
      },
      '/nao-usado',
    );
    await expect(unsigned.get('k')).rejects.toMatchObject({ name: 'AccessDenied' });
  });

  it('needs a bucket', async () => {
    await expect(
      createObjectStorage(
        {
          driver: 's3',
          s3: {
            endpoint: undefined,
            bucket: undefined,
            region: 'us-east-1',
            accessKeyId: undefined,
            secretAccessKey: undefined,
            forcePathStyle: false,
          },
        },
        '/x',
      ),
    ).rejects.toThrow('S3_BUCKET');
  });
});
