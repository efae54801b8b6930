import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, testPassword } from '#tests/admin-factory.ts';
import { apiRequest, cookieFrom, signInRequest } from '#tests/auth-requests.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { authApi } from '#shared/contracts/admin-api.ts';

const minute = 60_000;
const hour = 60 * minute;

describe.each(testDrivers)('admin session lifetime on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(driver);
  });
  afterAll(() => testApp.dispose());

  async function signedIn(): Promise<string> {
    const admin = await createUser(testApp);
    const response = await signInRequest(testApp.app, {
      email: admin.email,
      password: testPassword,
    });
    expect(response.status).toBe(200);
    return cookieFrom(response);
  }
  const sessionStatus = async (cookie: string) =>
    (await apiRequest(testApp.app, 'GET', authApi.session, undefined, { cookie })).status;

  it('ends after 8 hours without a request', async () => {
    const cookie = await signedIn();
    testApp.advanceClock(8 * hour - minute);
    const idleUntilNow = await signedIn();
    testApp.advanceClock(2 * minute);
    expect(await sessionStatus(cookie)).toBe(401);
    // Opened a minute before the first one's deadline, the second is still alive.
    expect(await sessionStatus(idleUntilNow)).toBe(200);
  });

  it('slides with each request: one at 7 hours keeps it alive past 8', async () => {
    const cookie = await signedIn();
    testApp.advanceClock(7 * hour);
    expect(await sessionStatus(cookie)).toBe(200);
    testApp.advanceClock(2 * hour);
    expect(await sessionStatus(cookie)).toBe(200);
    testApp.advanceClock(8 * hour + minute);
    expect(await sessionStatus(cookie)).toBe(401);
  });

  it('ends 7 days after sign-in however busy it was', async () => {
    const cookie = await signedIn();
    for (let elapsed = 0; elapsed < 7 * 24 * hour - 7 * hour; elapsed += 7 * hour) {
      testApp.advanceClock(7 * hour);
      expect(await sessionStatus(cookie)).toBe(200);
    }
    testApp.advanceClock(7 * hour);
    expect(await sessionStatus(cookie)).toBe(401);
  });
});
