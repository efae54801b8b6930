import { expect, test, type Browser, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import {
  passkeySignInCopy,
  recoveryCodesDialogCopy,
  secondFactorCopy,
  setupRequiredCopy,
  teamSecondFactorCopy,
} from '#content/admin-second-factor.ts';
import { rolesCopy } from '#content/admin-roles.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import type { AdminRole } from '#shared/contracts/auth.ts';
import { openSection, signIn, signInAsOwner } from './admin-sign-in.ts';
import { gotoHydrated } from './helpers.ts';
import { newestMailTo } from './mail.ts';
import { e2ePort } from './web-server.ts';

/**
 * Browsers refuse an IP address as a passkey's relying party: the passkey parts open the site
 * at localhost, which the server takes for the same site as 127.0.0.1 on a loopback setup.
 */
const passkeySite = `http://localhost:${e2ePort}`;

const stamp = Date.now();
const owner = {
  email: `second.owner.${stamp}@example.com`,
  password: 'second owner password 2026',
};
const support = {
  email: `support.2fa.${stamp}@example.com`,
  password: 'support 2fa password 2026',
};

test.describe.configure({ mode: 'serial' });

/** An admin invited by the server's first owner, with the password set through the mail. */
async function invite(page: Page, browser: Browser, account: typeof owner, role: AdminRole) {
  await page.getByLabel('User email').fill(account.email);
  await page.getByRole('combobox', { name: rolesCopy.grantRole, exact: true }).selectOption(role);
  await page.getByRole('button', { name: 'Grant Admin Role' }).click();
  await expect(page.getByText(`Admin privileges granted to ${account.email}`)).toBeVisible();
  const link = /https?:\/\/\S+\/admin\/set-password\?token=[\w-]+/.exec(
    (await newestMailTo(account.email)).text ?? '',
  )?.[0];
  expect(link).toBeDefined();
  const invited = await browser.newPage();
  await invited.goto(link ?? '');
  await invited.getByLabel('New password', { exact: true }).fill(account.password);
  await invited.getByLabel('Repeat the new password').fill(account.password);
  await invited.getByRole('button', { name: 'Set password' }).click();
  await expect(invited.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
  await invited.close();
}

/** Chromium's virtual authenticator: a device with a platform passkey and a verified user. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** The recovery codes dialog: codes shown, "I saved them", Done. */
async function saveRecoveryCodes(page: Page) {
  const dialog = page.getByRole('dialog', { name: recoveryCodesDialogCopy.title });
  await expect(dialog.getByRole('listitem')).toHaveCount(10);
  await dialog.getByRole('checkbox', { name: recoveryCodesDialogCopy.saved }).check();
  await dialog.getByRole('button', { name: recoveryCodesDialogCopy.done }).click();
  await expect(dialog).toBeHidden();
}

let ownerPage: Page | undefined;

test.afterAll(async () => {
  // The server is shared by the specs after this one: they sign in with a password alone.
  if (!ownerPage) return;
  const answer = await ownerPage.request.put(`${passkeySite}${adminApi.teamPolicy}`, {
    data: { requireSecondFactor: false },
    headers: { Origin: passkeySite },
  });
  expect(answer.ok()).toBe(true);
  await ownerPage.close();
});

test('an owner signs in with a passkey and requires a second factor; a support admin sets one up before anything else', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsOwner(page);
  await openSection(page, 'Team and security');
  await invite(page, browser, owner, 'owner');
  await invite(page, browser, support, 'support');

  // The second owner adds a passkey on this device, signs out and back in with it alone.
  ownerPage = await browser.newPage();
  const ownerTab = ownerPage;
  await addVirtualAuthenticator(ownerTab);
  await signIn(ownerTab, owner, `${passkeySite}/admin/account`);
  await expect(ownerTab.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await ownerTab.getByLabel(secondFactorCopy.passkeyName).fill('Test device');
  await ownerTab.getByRole('button', { name: secondFactorCopy.addPasskey }).click();
  await saveRecoveryCodes(ownerTab);
  const passkeys = ownerTab.getByRole('list', { name: secondFactorCopy.passkeysTitle });
  await expect(passkeys.getByText('Test device')).toBeVisible();
  await expect(ownerTab.getByText('10 of 10 codes left.')).toBeVisible();

  await ownerTab.getByRole('button', { name: 'Sign Out' }).click();
  await expect(ownerTab.getByText('Admin Access Required')).toBeVisible();
  await ownerTab.getByRole('button', { name: passkeySignInCopy.button }).click();
  // The password sign-in's toast may still be showing beside this one.
  await expect(ownerTab.getByText('Successfully signed in').last()).toBeVisible();
  await expect(ownerTab.getByText(owner.email).first()).toBeVisible();

  // The team's rule.
  await openSection(ownerTab, 'Team and security');
  const rule = ownerTab.getByRole('switch', { name: teamSecondFactorCopy.switchLabel });
  await expect(rule).toHaveAttribute('aria-checked', 'false');
  await rule.click();
  await expect(rule).toHaveAttribute('aria-checked', 'true');

  // The support admin has none: only setting one up is open, at any address.
  const supportTab = await browser.newPage();
  await signIn(supportTab, support);
  const setup = supportTab.getByRole('heading', { level: 1, name: setupRequiredCopy.title });
  await expect(setup).toBeVisible();
  await gotoHydrated(supportTab, '/admin/orders');
  await expect(setup).toBeVisible();
  await expect(supportTab.getByText(setupRequiredCopy.description)).toBeVisible();
  await expect(supportTab.getByRole('heading', { level: 1, name: 'Orders' })).toHaveCount(0);

  await supportTab.getByRole('button', { name: secondFactorCopy.appSetUp }).click();
  await expect(supportTab.getByRole('img', { name: secondFactorCopy.appQrAlt })).toBeVisible();
  const secret = (await supportTab.locator('code').textContent()) ?? '';
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret.trim()) });
  await supportTab.getByLabel(secondFactorCopy.appCode).fill(totp.generate());
  await supportTab.getByRole('button', { name: secondFactorCopy.appConfirm }).click();
  await saveRecoveryCodes(supportTab);
  await expect(supportTab.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await supportTab.close();
});
