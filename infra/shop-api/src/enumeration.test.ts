import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '@shop/db/testing';
import { latestMail, signUpAndConfirm, startTestApi, type TestApi } from './testing/harness';

/** What a caller can see of an answer, apart from cookies (which no answer here sets). */
function visible(response: { status: number; json: unknown; headers: Headers }) {
  return {
    status: response.status,
    body: response.json,
    cookies: response.headers.getSetCookie().length,
  };
}

describe.each(await testDialects())('no account enumeration on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
    await signUpAndConfirm(api, 'known@example.com', 'Known-Password-1');
  });
  afterAll(() => api?.close());

  it('answers a wrong password and an unknown address alike at login', async () => {
    const browser = api.client({ ip: '10.10.0.1' });
    await browser.get('/web-api/csrf-token');
    const known = await browser.post('/web-api/customer-login', {
      email: 'known@example.com',
      password: 'Wrong-Password-1',
    });
    const unknown = await browser.post('/web-api/customer-login', {
      email: 'unknown@example.com',
      password: 'Wrong-Password-1',
    });
    expect(known.status).toBe(401);
    expect(visible(unknown)).toEqual(visible(known));
    expect(known.json).toEqual({
      message: 'E-Mail-Adresse oder Passwort ist nicht korrekt.',
      code: 'invalid-credentials',
    });
  });

  it('answers a sign-up for a taken address like a new one; only the mail differs', async () => {
    const browser = api.client({ ip: '10.10.0.2', locale: 'nl-NL' });
    await browser.get('/web-api/csrf-token');
    const body = { password: 'Another-Password-2', firstName: 'Jan', lastName: 'Jansen' };
    const taken = await browser.post('/web-api/customer-signup', {
      ...body,
      email: 'known@example.com',
    });
    const fresh = await browser.post('/web-api/customer-signup', {
      ...body,
      email: 'fresh@example.com',
    });
    expect(taken.status).toBe(202);
    expect(visible(fresh)).toEqual(visible(taken));
    expect((await latestMail(api, 'known@example.com'))?.kind).toBe('sign-up-existing');
    expect((await latestMail(api, 'fresh@example.com'))?.kind).toBe('sign-up-confirm');
    // The taken account keeps its password; the attempt changed nothing.
    expect(
      (
        await browser.post('/web-api/customer-login', {
          email: 'known@example.com',
          password: 'Known-Password-1',
        })
      ).status,
    ).toBe(200);
  });

  it('answers a reset for a known and an unknown address alike; only the known one gets mail', async () => {
    const browser = api.client({ ip: '10.10.0.3', locale: 'it-IT' });
    await browser.get('/web-api/csrf-token');
    const known = await browser.post('/web-api/customer-password-reset', {
      email: 'known@example.com',
    });
    const unknown = await browser.post('/web-api/customer-password-reset', {
      email: 'ghost@example.com',
    });
    expect(known.status).toBe(202);
    expect(visible(unknown)).toEqual(visible(known));
    expect(known.json.message).toBe(
      "Se esiste un account con questo indirizzo, ti abbiamo inviato un'e-mail con un link per reimpostare la password.",
    );
    expect((await latestMail(api, 'known@example.com'))?.kind).toBe('password-reset');
    expect(await latestMail(api, 'ghost@example.com')).toBeUndefined();
  });

  it('rate-limits unknown addresses exactly like known ones', async () => {
    for (const email of ['known@example.com', 'nobody-here@example.com']) {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 6; attempt++) {
        const browser = api.client({ ip: `10.11.${email.length}.${attempt}` });
        await browser.get('/web-api/csrf-token');
        statuses.push(
          (await browser.post('/web-api/customer-login', { email, password: 'Wrong-Password-9' }))
            .status,
        );
      }
      expect(statuses, email).toEqual([401, 401, 401, 401, 401, 429]);
    }
  });
});
