import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  serverBuildFile: 'index.js',
  ssr: true,
} satisfies Config;
