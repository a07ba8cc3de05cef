import { describe, expect, it } from 'vitest';
import { blockSchema } from './blocks';

const hotline = (country?: string) => ({
  component: 'ServiceHotline',
  _uid: 'h1',
  ...(country !== undefined && { country }),
  label: 'Kundenservice',
  phoneNumber: '0800 201 486',
  phoneHref: 'tel:+43800201486',
  openingHours: 'Mo–Fr 9–17 Uhr',
});

describe('a service hotline in the global configuration', () => {
  it('may name the country whose shoppers call it, as a shop country code', () => {
    expect(blockSchema.safeParse(hotline('at')).success).toBe(true);
    expect(blockSchema.safeParse(hotline()).success).toBe(true);
  });

  it('refuses a country an editor wrote in capitals, saying how to write it', () => {
    const result = blockSchema.safeParse(hotline('AT'));
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain(
      'country must be a shop country code in lower case, such as at',
    );
  });
});
