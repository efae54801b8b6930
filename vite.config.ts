import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { pdfWorkerEntry } from './scripts/pdf-worker-entry-plugin.ts';
import { reactRouterProductionBuild } from './scripts/react-router-production-plugin.ts';
import {
  islandsBundle,
  standaloneEntry,
  trackerBundle,
} from './scripts/standalone-entry-plugin.ts';

// The server build bundles the whole Node host (Hono, API, database) around the
// React Router server build, so production runs one file: build/server/index.js.
// The analytics tracker and the islands of the pages without React are entries of their own,
// independent of React (standaloneEntry), and the PDF worker thread a file of its own beside
// the bundle (pdfWorkerEntry).
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild
      ? { input: './server/main.ts' }
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'theme-toggle',
                  test: /theme-toggle\.tsx|lucide-react\/dist\/esm\/icons\/x\.js/,
                },
              ],
            },
          },
        },
    // What loads later (footer, share buttons, widgets, the admin chart) fetches its own
    // imports when it loads; Vite's preloading of them cost 0.4 KB of every page's first scripts.
    modulePreload: false,
  },
  plugins: [
    tailwindcss(),
    reactRouterProductionBuild(),
    reactRouter(),
    standaloneEntry(trackerBundle),
    standaloneEntry(islandsBundle),
    pdfWorkerEntry(),
  ],
}));
