/**
 * `npm run admin:create -- --email you@example.com`: makes that address an admin with a
 * password, in the database the server is configured for (created, or promoted if the user
 * exists). The password is read from ADMIN_PASSWORD when set, else asked for twice on a
 * terminal without echo, else read from the first line of standard input.
 */
import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { makeAdmin } from '#server/auth/initial-admin.ts';
import { newPasswordProblem } from '#server/auth/password-strength.ts';
import { newPasswordField, passwordLimits } from '#shared/contracts/auth.ts';
import { emailField } from '#shared/contracts/fields.ts';
import { withConfiguredDatabase } from './configured-database.ts';

const usage = 'Usage: npm run admin:create -- --email you@example.com';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function emailArgument(): string {
  let values: { email?: string };
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' } } }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
  if (values.email === undefined) fail(`--email is missing.\n${usage}`);
  const email = emailField.safeParse(values.email);
  if (!email.success) fail(`--email: ${email.error.issues[0]?.message ?? 'not an e-mail address'}`);
  return email.data.toLowerCase();
}

/** Reads one line from the terminal without showing what is typed. */
async function askHidden(question: string): Promise<string> {
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const terminal = createInterface({ input: stdin, output: silent, terminal: true });
  stdout.write(question);
  try {
    return await terminal.question('');
  } finally {
    terminal.close();
    stdout.write('\n');
  }
}

async function firstLineOfInput(): Promise<string> {
  const lines = createInterface({ input: stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function password(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!stdin.isTTY) return firstLineOfInput();
  const first = await askHidden(`Password (at least ${passwordLimits.min} characters): `);
  const second = await askHidden('Repeat the password: ');
  if (first !== second) fail('The two passwords differ. Nothing was changed.');
  return first;
}

const email = emailArgument();
const checked = newPasswordField.safeParse(await password());
if (!checked.success) {
  fail(`Password: ${checked.error.issues[0]?.message ?? 'not accepted'} Nothing was changed.`);
}
// makeAdmin applies the same rule; asking first keeps the database untouched (not even migrated).
const problem = await newPasswordProblem(checked.data, email);
if (problem) fail(`Password: ${problem} Nothing was changed.`);
const admin = await withConfiguredDatabase((database) =>
  makeAdmin(database.db, { email, password: checked.data, via: 'admin:create' }),
);
console.log(`${admin.email} is an admin now. Sign in at /admin.`);
