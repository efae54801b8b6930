/**
 * The baseline for `npm run bench:pages`: a bare Node HTTP server that answers every
 * request with one fixed response. Run as its own process (forked by bench-pages.ts),
 * so it gets a core to itself just as the app does, rather than sharing the load
 * generator's event loop. It receives the response over IPC and replies with its URL.
 * bench-pages.ts imports only its type, so nothing here runs in the parent.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

const fixedResponseMessage = z.object({
  status: z.number().int(),
  /** Flat [name, value, name, value, ...], as `writeHead` takes them. */
  headers: z.array(z.string()),
  bodyBase64: z.string(),
});

export type FixedResponse = z.infer<typeof fixedResponseMessage>;

function serve({ status, headers, bodyBase64 }: FixedResponse): void {
  const body = Buffer.from(bodyBase64, 'base64');
  const server = createServer((_req, res) => {
    res.writeHead(status, headers);
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    process.send?.({ url: `http://127.0.0.1:${port}` });
  });
}

if (!process.send) throw new Error('bare-server.ts is forked by bench-pages.ts, not run directly.');
process.once('message', (message) => serve(fixedResponseMessage.parse(message)));
// Never outlive the benchmark, even if it dies without stopping us.
process.once('disconnect', () => process.exit(0));
