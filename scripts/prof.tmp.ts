import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { findPostgresBinaries, startPostgresServer } from '#tests/postgres-server.ts';
const postgres = await startPostgresServer(findPostgresBinaries()!);
const c = new pg.Client(postgres.url); await c.connect(); await c.query('create database app'); await c.end();
const url = postgres.url.replace(/\/postgres$/, '/app');
const port = 4311;
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/ingest-prof', 'build/server/index.js'], {
  env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: url, LOG_LEVEL: 'warn', ANALYTICS_RATE_LIMIT_PER_MINUTE: '100000000', DATA_DIR: '/tmp/ingest-prof/data' },
  stdio: 'inherit',
});
await new Promise((r) => setTimeout(r, 4000));
const bodies = Array.from({ length: 20000 }, (_, i) => JSON.stringify({ type: 'page_view', data: { sessionId: randomUUID(), visitorId: randomUUID(), pagePath: '/' } }));
let n = 0;
const origin = `http://127.0.0.1:${port}`;
const result = await autocannon({ url: origin, connections: 200, duration: Number(process.env.D ?? 8), requests: [{ method: 'POST', path: '/api/track-analytics', headers: { 'Content-Type': 'application/json', Origin: origin, 'User-Agent': process.env.PROBE_UA ?? 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36' }, setupRequest: (req: autocannon.Request) => ({ ...req, body: bodies[(n += 1) % bodies.length] }) }] });
console.log('req/s', result.requests.average, 'p99', result.latency.p99, 'non2xx', result.non2xx, 'statuses', JSON.stringify(result.statusCodeStats));
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
await postgres.stop();
