import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { configVariables, loadConfig } from './env.ts';

const example = parseEnv(readFileSync(new URL('../../.env.example', import.meta.url), 'utf8'));

describe('.env.example', () => {
  it('lists every variable the configuration reads, and no other', () => {
    expect(Object.keys(example).sort()).toEqual([...configVariables].sort());
  });

  it('gives only valid values, each the default the server uses without it', () => {
    expect(loadConfig(example)).toEqual(loadConfig({}));
  });
});
