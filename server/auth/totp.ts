import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * An authenticator app's codes (RFC 6238 as every app reads it: SHA-1, six digits, 30 s).
 * A code is accepted one step early or late, for clocks that drift and for the seconds a
 * person takes to type it; the step it matched is returned so it is accepted once.
 */
const period = 30;
const window = 1;

/** A new secret, base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What the admin scans: the otpauth URL naming the shop and their address, and its QR code. */
export async function totpEnrolment(input: { secret: string; issuer: string; label: string }) {
  const totp = new TOTP({
    issuer: input.issuer,
    label: input.label,
    secret: Secret.fromBase32(input.secret),
    period,
  });
  const otpauthUrl = totp.toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2 });
  return { secret: input.secret, otpauthUrl, qrSvg };
}

/** The time step a code matches at `now`, or undefined when it matches none in the window. */
export function matchingTotpStep(secret: string, code: string, now: Date): number | undefined {
  const timestamp = now.getTime();
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    period,
    timestamp,
    window,
  });
  return delta === null ? undefined : TOTP.counter({ period, timestamp }) + delta;
}
