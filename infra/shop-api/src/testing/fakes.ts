import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
}

/** A stand-in for Google's JWKS endpoint with its own RSA key, and a signer for ID tokens. */
export async function startFakeGoogle(clientId: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  const url = await listen(server);
  return {
    jwksUrl: `${url}/oauth2/v3/certs`,
    /** An ID token as Google signs it; `claims` and `options` bend it for negative tests. */
    async sign(
      claims: JWTPayload & Record<string, unknown>,
      options: { now?: number; ttlSeconds?: number; foreignKey?: boolean } = {},
    ) {
      const iat = Math.floor((options.now ?? Date.now()) / 1000);
      return new SignJWT({
        iss: 'https://accounts.google.com',
        aud: clientId,
        email_verified: true,
        iat,
        exp: iat + (options.ttlSeconds ?? 3600),
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })
        .sign(options.foreignKey ? stranger.privateKey : privateKey);
    },
    close: () => close(server),
  };
}

/**
 * A stand-in for reCAPTCHA's siteverify: token `good` passes, `low-score` passes with score 0.1,
 * anything else fails. `down` makes it answer 500.
 */
export async function startFakeRecaptcha(secret: string) {
  const calls: Array<Record<string, string>> = [];
  let down = false;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      calls.push(form);
      if (down) {
        response.statusCode = 500;
        response.end('down');
        return;
      }
      const valid =
        form.secret === secret && (form.response === 'good' || form.response === 'low-score');
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify(
          valid
            ? {
                success: true,
                hostname: 'localhost',
                ...(form.response === 'low-score' ? { score: 0.1 } : { score: 0.9 }),
              }
            : { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      );
    });
  });
  const url = await listen(server);
  return {
    verifyUrl: `${url}/recaptcha/api/siteverify`,
    calls,
    setDown(value: boolean) {
      down = value;
    },
    close: () => close(server),
  };
}
