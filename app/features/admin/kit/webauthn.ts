/**
 * The browser's passkey prompts. @simplewebauthn/browser is imported only when a prompt opens,
 * so no page (public or back office) loads it before an admin uses a passkey.
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/** The prompt was closed, timed out, or the browser or device has no passkeys. */
export class PasskeyPromptError extends Error {
  override name = 'PasskeyPromptError';
}

async function prompt<Answer>(open: () => Promise<Answer>): Promise<Answer> {
  try {
    return await open();
  } catch (cause) {
    throw new PasskeyPromptError(cause instanceof Error ? cause.message : String(cause), {
      cause,
    });
  }
}

/**
 * Signs the server's challenge with a passkey. The options are what @simplewebauthn/server
 * made; the server's library checks the answer, so they are passed through as they came.
 */
export async function authenticateWithPasskey(
  options: Record<string, unknown>,
): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return prompt(() =>
    startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
    }),
  );
}

/** Creates a passkey on this device (or a security key) for the server's registration options. */
export async function registerPasskey(
  options: Record<string, unknown>,
): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return prompt(() =>
    startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    }),
  );
}
