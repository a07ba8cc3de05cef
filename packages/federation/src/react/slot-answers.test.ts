import { describe, expect, it, vi } from 'vitest';
import { recordingSlotAnswers } from './slot-answers';

describe('recorded slot answers', () => {
  it('runs each load once however often the slot renders, and keeps every answer for the browser', async () => {
    const recording = recordingSlotAnswers();
    if (recording.source.mode !== 'server') throw new Error('server source expected');
    const types = vi.fn(async () => ({ 'types:null': ['hardcover'] }));
    const [first, again] = await Promise.all([
      recording.source.load('photobook', types),
      recording.source.load('photobook', types),
    ]);
    await recording.source.load('price', async () => ({ 'price:"a4"': 29.95 }));
    expect(first).toBe(again);
    expect(types).toHaveBeenCalledTimes(1);
    expect(recording.answers()).toEqual({ 'types:null': ['hardcover'], 'price:"a4"': 29.95 });
  });
});
