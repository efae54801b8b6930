import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The server build bundles the whole Node host (Hono, API, database) around the
// React Router server build, so production runs one file: build/server/index.js.
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild ? { input: './server/main.ts' } : undefined,
  },
  plugins: [tailwindcss(), reactRouter()],
}));
