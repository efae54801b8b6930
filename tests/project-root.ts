import { fileURLToPath } from 'node:url';

/** The repository's root folder, for tests that read its files. */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
