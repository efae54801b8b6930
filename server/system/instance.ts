import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import packageJson from '../../package.json' with { type: 'json' };

/** This process, as the System section, the backups and the metrics name it. */
export interface Instance {
  /** Random per start: two processes on one host, or one restarted, are told apart. */
  id: string;
  hostname: string;
  pid: number;
  /** The release running (package.json's version). */
  version: string;
  startedAt: Date;
}

export function thisInstance(startedAt: Date): Instance {
  return {
    id: randomUUID(),
    hostname: hostname(),
    pid: process.pid,
    version: packageJson.version,
    startedAt,
  };
}
