import { createRequire } from 'node:module';

/**
 * A bound on how many bytes pdf-lib may decode while it reads one document. pdf-lib 1.17.1
 * grows a stream's decode buffer without limit (its issue 1777): a 1 MB file whose object
 * stream inflates to 1 GiB took 37 s and 2 GB. Every filter (Flate, LZW, ASCII85, ASCIIHex,
 * RunLength) grows its buffer through `DecodeStream.prototype.ensureBuffer`, so that one method
 * is wrapped: past the budget it throws. pdf-lib's parser swallows errors from a bad object and
 * goes on, so the wrapper also remembers that the budget ran out, and the caller asks.
 * Array buffers live outside the JavaScript heap, where the worker's heap limit does not
 * reach: this is the bound on them.
 */
interface DecodeStreamPrototype {
  buffer: Uint8Array;
  ensureBuffer: (this: DecodeStreamPrototype, requested: number) => Uint8Array;
}

export class DecodedBytesExceeded extends Error {
  override name = 'DecodedBytesExceeded';
}

// The instance pdf-lib's own `require` calls load: Node resolves 'pdf-lib' to its CommonJS
// build in development, in tests and in the production bundle (which keeps it external).
const require = createRequire(import.meta.url);

function decodeStreamPrototype(): DecodeStreamPrototype {
  const loaded: unknown = require('pdf-lib/cjs/core/streams/DecodeStream.js');
  const prototype: unknown = Reflect.get(Reflect.get(Object(loaded), 'default') ?? {}, 'prototype');
  if (typeof Reflect.get(Object(prototype), 'ensureBuffer') !== 'function') {
    // Fail closed: without the bound, no PDF may be read.
    throw new Error('pdf-lib has no DecodeStream.ensureBuffer: the decode bound cannot be set');
  }
  return prototype as DecodeStreamPrototype;
}

interface Budget {
  left: number;
  exceeded: boolean;
  /** Bytes each stream has asked for so far (a buffer grows in powers of two, at most twice that). */
  asked: WeakMap<object, number>;
}

let current: Budget | undefined;
let installed = false;

function install(): void {
  if (installed) return;
  const prototype = decodeStreamPrototype();
  const ensureBuffer = prototype.ensureBuffer;
  prototype.ensureBuffer = function (this: DecodeStreamPrototype, requested: number) {
    const asked = current?.asked.get(this) ?? 0;
    if (current && requested > asked) {
      if (current.exceeded || requested - asked > current.left) {
        current.exceeded = true;
        throw new DecodedBytesExceeded('decoded streams exceed the limit');
      }
      current.left -= requested - asked;
      current.asked.set(this, requested);
    }
    return ensureBuffer.call(this, requested);
  };
  installed = true;
}

/**
 * Runs `read` with at most `maxBytes` of decoded stream data; answers what it answered and
 * whether the budget ran out (then its answer must not be trusted). One task at a time: the
 * worker runs its tasks one after another.
 */
export async function withDecodeBudget<T>(
  maxBytes: number,
  read: () => Promise<T>,
): Promise<{ exceeded: false; value: T } | { exceeded: true }> {
  install();
  const budget: Budget = { left: maxBytes, exceeded: false, asked: new WeakMap() };
  current = budget;
  try {
    const value = await read();
    return budget.exceeded ? { exceeded: true } : { exceeded: false, value };
  } catch (error) {
    if (budget.exceeded) return { exceeded: true };
    throw error;
  } finally {
    current = undefined;
  }
}
