import { fileURLToPath } from 'node:url';
import * as build from 'virtual:react-router/server-build';
import islandsSrc from 'virtual:islands-entry';
import trackerSrc from 'virtual:tracker-entry';
import { runServer } from './run.ts';

// The production entry, bundled by `npm run build` into build/server/index.js.
await runServer({
  loadBuild: () => build,
  clientDir: fileURLToPath(new URL('../client', import.meta.url)),
  trackerSrc,
  islandsSrc,
});
