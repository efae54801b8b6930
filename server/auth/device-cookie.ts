import { tokenCookie } from './token-cookie.ts';
import { deviceTrustMs } from './trusted-devices.ts';

/**
 * The browser's device token (see trusted-devices.ts), as long-lived as the trust it
 * carries. It outlives sign-out on purpose: it marks the browser, not a session.
 */
const deviceCookie = tokenCookie('csd_device', deviceTrustMs);

export const readDeviceCookie = deviceCookie.read;
export const writeDeviceCookie = deviceCookie.write;
