import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, testPassword } from '#tests/admin-factory.ts';
import { auditRows, sessionRows, userRow } from '#tests/auth-requests.ts';
import { levels, recordingLogger } from '#tests/recording-logger.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { ensureInitialAdmin } from './initial-admin.ts';
import { verifyPassword } from './passwords.ts';
import { findUserByEmail, listAdmins } from './user-repository.ts';

const initialAdmin = { email: 'owner@shop.example', password: 'the owner’s passphrase' };

describe.each(testDrivers)('the first admin from the environment on %s', (driver) => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp(driver);
  });
  afterEach(() => testApp.dispose());

  it('is made when there is no admin, with one log line naming the address only', async () => {
    const { logger, lines } = recordingLogger();
    await ensureInitialAdmin(testApp.ctx.db, { initialAdmin }, logger);
    const user = await findUserByEmail(testApp.ctx.db, initialAdmin.email);
    // The admin made at setup runs the shop: sale alerts and the weekly report start on.
    expect(user).toMatchObject({ role: 'owner', saleAlerts: true, weeklyReport: true });
    expect(await verifyPassword(user?.passwordHash, initialAdmin.password)).toBe(true);
    expect(lines).toEqual([
      expect.objectContaining({ level: levels.info, email: initialAdmin.email }),
    ]);
    expect(JSON.stringify(lines)).not.toContain(initialAdmin.password);
    expect(await auditRows(testApp.ctx.db)).toEqual([
      expect.objectContaining({
        action: 'admin_granted',
        actorId: user?.id,
        detail: { via: 'ADMIN_EMAIL' },
      }),
    ]);

    // The next start finds an admin and changes nothing.
    await ensureInitialAdmin(testApp.ctx.db, { initialAdmin }, logger);
    expect(lines).toHaveLength(1);
    expect(await listAdmins(testApp.ctx.db)).toHaveLength(1);
  });

  it('promotes the existing user of that address and sets the password', async () => {
    const buyer = await createUser(testApp, { email: initialAdmin.email, role: 'user' });
    await sessionCookie(testApp, buyer);
    expect(await sessionRows(testApp.ctx.db, buyer.id)).toHaveLength(1);
    await ensureInitialAdmin(testApp.ctx.db, { initialAdmin }, recordingLogger().logger);
    const promoted = await userRow(testApp.ctx.db, buyer.id);
    expect(promoted.role).toBe('owner');
    expect(await verifyPassword(promoted.passwordHash, initialAdmin.password)).toBe(true);
    expect(await verifyPassword(promoted.passwordHash, testPassword)).toBe(false);
    expect(await sessionRows(testApp.ctx.db, buyer.id)).toEqual([]);
  });

  it('does nothing once any admin exists, or without the variables', async () => {
    await createUser(testApp, { email: 'first@shop.example' });
    const { logger, lines } = recordingLogger();
    await ensureInitialAdmin(testApp.ctx.db, { initialAdmin }, logger);
    await ensureInitialAdmin(testApp.ctx.db, { initialAdmin: undefined }, logger);
    expect(await findUserByEmail(testApp.ctx.db, initialAdmin.email)).toBeUndefined();
    expect(lines).toEqual([]);
  });

  it('refuses an ADMIN_PASSWORD that is easy to guess, naming the variable but not the value', async () => {
    const weak = { email: 'owner@shop.example', password: 'aaaaaaaaaaaa' };
    const made = ensureInitialAdmin(
      testApp.ctx.db,
      { initialAdmin: weak },
      recordingLogger().logger,
    );
    await expect(made).rejects.toThrow(
      /^Invalid configuration: ADMIN_PASSWORD: This password is too easy to guess\./,
    );
    await expect(made).rejects.not.toThrow(/aaaa/);
    expect(await listAdmins(testApp.ctx.db)).toEqual([]);
  });
});
