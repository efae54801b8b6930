import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * S3 as the backups speak to it, on 127.0.0.1: path-style PutObject, GetObject, ListObjectsV2
 * and DeleteObject on one bucket, signed with the test key (SigV4's header; the signature
 * itself is not checked). `failing` answers every request 500, as a provider's outage would.
 */
export interface S3StandIn {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  /** The stored objects, by key. */
  objects: Map<string, Buffer>;
  /** Every request as `METHOD path?query`, in order. */
  requests: string[];
  failing: boolean;
  /** The BACKUP_S3_* settings that point a server at this stand-in. */
  env(prefix?: string): Record<string, string>;
  close(): Promise<void>;
}

const xmlEscape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function errorXml(res: ServerResponse, status: number, code: string): void {
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  );
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startS3StandIn(
  options: { bucket?: string; accessKeyId?: string; pageSize?: number } = {},
): Promise<S3StandIn> {
  const bucket = options.bucket ?? 'shop-backups';
  const accessKeyId = options.accessKeyId ?? 'TESTKEY000000000000';
  const pageSize = options.pageSize ?? 1000;
  const objects = new Map<string, Buffer>();
  const requests: string[] = [];
  const state = { failing: false };

  function list(res: ServerResponse, query: URLSearchParams): void {
    const prefix = query.get('prefix') ?? '';
    const keys = [...objects.keys()].filter((key) => key.startsWith(prefix)).sort();
    const from = Number(query.get('continuation-token') ?? '0');
    const page = keys.slice(from, from + pageSize);
    const truncated = from + pageSize < keys.length;
    const contents = page
      .map(
        (key) =>
          `<Contents><Key>${xmlEscape(key)}</Key><LastModified>2026-01-01T00:00:00.000Z</LastModified><ETag>"0"</ETag><Size>${objects.get(key)?.length ?? 0}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
      )
      .join('');
    res.writeHead(200, { 'Content-Type': 'application/xml' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${truncated ? `<NextContinuationToken>${from + pageSize}</NextContinuationToken>` : ''}</ListBucketResult>`,
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const body = await bodyOf(req);
    if (state.failing) return errorXml(res, 500, 'InternalError');
    const authorization = req.headers.authorization ?? '';
    if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`))
      return errorXml(res, 403, 'InvalidAccessKeyId');
    const [, bucketName, ...rest] = url.pathname.split('/');
    if (bucketName !== bucket) return errorXml(res, 404, 'NoSuchBucket');
    const key = decodeURIComponent(rest.join('/'));
    if (req.method === 'GET' && key === '' && url.searchParams.get('list-type') === '2')
      return list(res, url.searchParams);
    if (req.method === 'PUT' && key !== '') {
      // A plain body with its length: what the client is set up to send.
      if (req.headers['content-encoding']?.includes('aws-chunked'))
        return errorXml(res, 400, 'NotImplemented');
      if (Number(req.headers['content-length']) !== body.length)
        return errorXml(res, 400, 'IncompleteBody');
      objects.set(key, body);
      res.writeHead(200, { ETag: '"0"' });
      return void res.end();
    }
    if (req.method === 'GET' && key !== '') {
      const object = objects.get(key);
      if (!object) return errorXml(res, 404, 'NoSuchKey');
      res.writeHead(200, { 'Content-Length': object.length });
      return void res.end(object);
    }
    if (req.method === 'DELETE' && key !== '') {
      objects.delete(key);
      res.writeHead(204);
      return void res.end();
    }
    errorXml(res, 405, 'MethodNotAllowed');
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket,
    accessKeyId,
    objects,
    requests,
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    env: (prefix = 'backups/') => ({
      BACKUP_S3_BUCKET: bucket,
      BACKUP_S3_PREFIX: prefix,
      BACKUP_S3_ENDPOINT: endpoint,
      BACKUP_S3_ACCESS_KEY_ID: accessKeyId,
      BACKUP_S3_SECRET_ACCESS_KEY: 'test-secret-key',
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
