import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServer, parseInput, conflict } from './index';

const app = createServer({ name: 'test', logLevel: 'silent' });
app.post('/things', async (request) =>
  parseInput(
    z.object({ name: z.string().min(2, 'Name needs at least 2 characters') }),
    request.body,
  ),
);
app.get('/taken', async () => {
  throw conflict('Version 1.0.0 exists already');
});
app.get('/boom', async () => {
  throw new Error('secret internals');
});
afterAll(() => app.close());

describe('createServer', () => {
  it('answers invalid input with 400 and a message per field', async () => {
    const response = await app.inject({ method: 'POST', url: '/things', payload: { name: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ field: 'name', message: 'Name needs at least 2 characters' }],
    });
  });

  it('passes an HttpError message through and hides internals of unexpected errors', async () => {
    expect((await app.inject('/taken')).json()).toEqual({
      message: 'Version 1.0.0 exists already',
    });
    const boom = await app.inject('/boom');
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain('secret internals');
  });

  it('names the unknown path in its 404', async () => {
    expect((await app.inject('/nope?x=1')).json()).toEqual({ message: 'Not found: GET /nope' });
  });
});
