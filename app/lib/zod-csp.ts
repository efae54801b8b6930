import { z } from 'zod';

// zod compiles fast parsers with `new Function` after probing whether eval is
// allowed; under our Content-Security-Policy (no 'unsafe-eval') even the caught
// probe is reported as a violation. In the browser it parses a few small forms,
// so the interpreter is plenty. The server (same bundle) keeps its fast path.
if (typeof window !== 'undefined') z.config({ jitless: true });
