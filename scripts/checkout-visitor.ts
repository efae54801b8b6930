/**
 * A visitor for the benchmarks, in a process of its own so that the load clients' work never
 * delays its requests: sent `{url, seconds}`, it loads `url` one request after another for
 * that long and answers `{times}`, each request's milliseconds.
 */
import { performance } from 'node:perf_hooks';
import { z } from 'zod';

process.once('message', (message) => {
  const { url, seconds } = z.object({ url: z.string(), seconds: z.number() }).parse(message);
  void (async () => {
    const until = performance.now() + seconds * 1000;
    const times: number[] = [];
    while (performance.now() < until) {
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      times.push(performance.now() - started);
    }
    process.send?.({ times }, () => process.disconnect());
  })();
});
