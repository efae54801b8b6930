import { sessionCookieName } from '#shared/contracts/auth.ts';
import { sessionAbsoluteMs } from './session-service.ts';
import { tokenCookie } from './token-cookie.ts';

/** The admin session's token; the server decides expiry (idle and absolute). */
const sessionCookie = tokenCookie(sessionCookieName, sessionAbsoluteMs);

export const readSessionCookie = sessionCookie.read;
export const writeSessionCookie = sessionCookie.write;
export const clearSessionCookie = sessionCookie.clear;
