declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router';
  const build: ServerBuild;
  export = build;
}

/** The URL of the tracker's hashed entry in the client build (scripts/standalone-entry-plugin.ts). */
declare module 'virtual:tracker-entry' {
  const src: string;
  export default src;
}

/** The URL of the islands' hashed entry in the client build (scripts/standalone-entry-plugin.ts). */
declare module 'virtual:islands-entry' {
  const src: string;
  export default src;
}
