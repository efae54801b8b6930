import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for server tests: a P-256 key pair, 'none'
 * attestation, the user present and verified. It answers the JSON options the server gives
 * (as @simplewebauthn/browser would hand them over) with the JSON a browser sends back.
 */
export interface SoftAuthenticator {
  credentialId: string;
  /** The answer to registration options, as from `startRegistration`. */
  register(options: Record<string, unknown>, origin: string): Record<string, unknown>;
  /** The answer to authentication options, as from `startAuthentication`. */
  authenticate(options: Record<string, unknown>, origin: string): Record<string, unknown>;
}

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const coordinate = (value: string | undefined) =>
    new Uint8Array(Buffer.from(value ?? '', 'base64url'));
  // kty EC2, alg ES256, crv P-256, x, y.
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, coordinate(jwk.x)],
      [-3, coordinate(jwk.y)],
    ]),
  );
}

const string = (value: unknown) => (typeof value === 'string' ? value : '');

export function softAuthenticator(): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credential = randomBytes(16);
  const credentialId = b64url(credential);
  let counter = 0;
  let userHandle = '';
  // User present, user verified, backup eligible and backed up (a synced passkey).
  const flags = 0x01 | 0x04 | 0x08 | 0x10;

  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId,
    register(options, origin) {
      const rp = options.rp as { id: string };
      userHandle = string((options.user as { id?: unknown }).id);
      counter += 1;
      const authData = Buffer.concat([
        sha256(rp.id),
        Buffer.from([flags | 0x40]),
        uint32(counter),
        Buffer.alloc(16),
        Buffer.from([0, credential.length]),
        credential,
        coseKey(publicKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', string(options.challenge), origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      };
    },
    authenticate(options, origin) {
      counter += 1;
      const authData = Buffer.concat([
        sha256(string(options.rpId)),
        Buffer.from([flags]),
        uint32(counter),
      ]);
      const clientDataJSON = clientData('webauthn.get', string(options.challenge), origin);
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(clientDataJSON)]),
        privateKey,
      );
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle,
        },
      };
    },
  };
}
