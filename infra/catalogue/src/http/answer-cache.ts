import crypto from 'node:crypto';

/** A serialised answer: the JSON bytes once, with their ETag, and what they were built for. */
export type Answer<C = unknown> = {
  body: Buffer;
  etag: string;
  changeNumber: number;
  variant: string;
  context: C;
};

/** Serialised answers by request, bounded: the oldest entry goes when it is full. */
export class AnswerCache {
  private readonly entries = new Map<string, Answer>();

  constructor(private readonly maxEntries: number) {}

  get(key: string): Answer | undefined {
    return this.entries.get(key);
  }

  store<C>(
    key: string,
    payload: unknown,
    changeNumber: number,
    variant: string,
    context: C,
  ): Answer<C> {
    const json = JSON.stringify({ payload });
    const hash = crypto.createHash('sha1').update(json).digest('base64url').slice(0, 20);
    const answer = {
      body: Buffer.from(json),
      etag: `"c${changeNumber}-${hash}"`,
      changeNumber,
      variant,
      context,
    };
    this.entries.delete(key);
    this.entries.set(key, answer);
    if (this.entries.size > this.maxEntries)
      this.entries.delete(this.entries.keys().next().value as string);
    return answer;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Whether If-None-Match names this ETag (a list, weak forms and `*` included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
