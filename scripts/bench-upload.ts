/**
 * `npm run bench:upload`: uploads a guide PDF of about 25 MB to the production build, as the
 * back office does (the raw file as the body), on PGlite and, where its binaries are
 * installed, on a throwaway PostgreSQL. The first admin comes from ADMIN_EMAIL and signs in
 * through the API. Reported per driver: the upload's time and the server's memory growth
 * (its peak resident size during the upload, from /proc, less its size before).
 *
 * Goals: under 5 s and under 100 MB of growth; the exit code says whether both were met.
 * Settings: BENCH_UPLOAD_MB (25), BENCH_UPLOADS (3 per driver). Needs `npm run build` first.
 * Everything runs on 127.0.0.1 and stops by itself.
 */
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { adminApi, authApi } from '#shared/contracts/admin-api.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { makePdf } from '#tests/pdf-factory.ts';
import { findPostgresBinaries, startPostgresServer } from '#tests/postgres-server.ts';
import { memory, resetPeak } from './bench-tools.ts';

const settings = z
  .object({
    BENCH_UPLOAD_MB: z.coerce.number().min(1).max(25).default(25),
    BENCH_UPLOADS: z.coerce.number().int().min(1).default(3),
  })
  .parse(process.env);

const goals = { ms: 5_000, growthMb: 100 };
const admin = { email: 'bench-admin@example.com', password: 'bench password, never typed' };
const mb = 1024 * 1024;

/**
 * A readable PDF of about `sizeMb` (within the 25 MB limit): 40 pages of text and one large
 * stream of incompressible bytes, as a guide with scanned pages or photos would carry.
 */
async function largePdf(sizeMb: number): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await makePdf({
    pages: Array.from({ length: 40 }, () => ({})),
    payloadBytes: Math.floor(sizeMb * mb) - 64 * 1024,
  });
  return new Uint8Array(pdf);
}

async function signIn(server: BuiltServer): Promise<string> {
  const response = await fetch(new URL(authApi.signIn, server.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(admin),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`sign-in answered ${response.status}`);
  return cookie;
}

interface UploadRun {
  ms: number;
  rssBefore: number;
  growth: number;
}

async function timeUpload(
  server: BuiltServer,
  cookie: string,
  pdf: Uint8Array<ArrayBuffer>,
): Promise<UploadRun> {
  const pid = server.process.pid ?? 0;
  // Garbage of the run before is not this upload's: let the server settle first.
  await new Promise((settle) => setTimeout(settle, 1_000));
  const reset = await resetPeak(pid);
  const before = await memory(pid);
  const started = performance.now();
  const response = await fetch(new URL(`${adminApi.guideFiles}?name=bench-guide.pdf`, server.url), {
    method: 'POST',
    headers: { Cookie: cookie, Origin: server.url, 'Content-Type': 'application/pdf' },
    body: pdf,
  });
  const answer = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${answer}`);
  const after = await memory(pid);
  if (!reset) console.warn('  (could not reset the peak: growth is since the server started)');
  return { ms, rssBefore: before.rss, growth: after.peak - before.rss };
}

async function benchDriver(
  label: string,
  pdf: Uint8Array<ArrayBuffer>,
  env: Record<string, string>,
): Promise<boolean> {
  const server = await startBuiltServer({
    env: {
      ...env,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  });
  try {
    const cookie = await signIn(server);
    let met = true;
    for (let run = 1; run <= settings.BENCH_UPLOADS; run += 1) {
      const result = await timeUpload(server, cookie, pdf);
      const ok = result.ms < goals.ms && result.growth < goals.growthMb;
      met &&= ok;
      console.log(
        `${label} upload ${run}: ${result.ms.toFixed(0)} ms, server RSS ${result.rssBefore.toFixed(0)} MB before, peak growth ${result.growth.toFixed(1)} MB ${ok ? '' : '(over the goal)'}`,
      );
    }
    return met;
  } finally {
    await server.stop();
  }
}

const pdf = await largePdf(settings.BENCH_UPLOAD_MB);
console.log(
  `Uploading a ${(pdf.byteLength / mb).toFixed(1)} MB PDF (goals: < ${goals.ms} ms, < ${goals.growthMb} MB growth)`,
);
let met = await benchDriver('PGlite', pdf, {});
const binDir = findPostgresBinaries();
if (binDir) {
  const postgres = await startPostgresServer(binDir);
  try {
    met = (await benchDriver('PostgreSQL', pdf, { DATABASE_URL: postgres.url })) && met;
  } finally {
    await postgres.stop();
  }
} else {
  console.log('PostgreSQL binaries not found (PG_BIN_DIR): PGlite only.');
}
process.exitCode = met ? 0 : 1;
