import { describe, expect, it } from 'vitest';
import { imageSrcset, imageUrl, placeholderUrl, validateImageAttributes } from './images';

describe('imageUrl', () => {
  it('goes through /cdn-cgi/image with format auto and quality 85 by default', () => {
    expect(imageUrl('/media/a.jpg')).toBe('/cdn-cgi/image/quality=85,format=auto/media/a.jpg');
    expect(
      imageUrl('https://a.storyblok.com/f/1/a.jpg', { width: 300, height: 200, fit: 'cover' }),
    ).toBe(
      '/cdn-cgi/image/width=300,height=200,fit=cover,quality=85,format=auto/https://a.storyblok.com/f/1/a.jpg',
    );
  });

  it('builds the placeholder and social-share presets', () => {
    expect(placeholderUrl('a.jpg')).toBe(
      '/cdn-cgi/image/width=10,height=10,quality=50,format=auto,blur=3,background=%23EFEFEF/a.jpg',
    );
    expect(imageUrl('a.jpg', { preset: 'socialShare' })).toContain(
      'width=1200,height=627,fit=cover',
    );
  });

  it('takes width, height, format and quality on the content image service (webp by default)', () => {
    expect(
      imageUrl('https://a.storyblok.com/f/1/a.jpg', { provider: 'storyblok', width: 400 }),
    ).toBe('https://a.storyblok.com/f/1/a.jpg/m/400x0/filters:quality(85):format(webp)');
  });

  it.each([
    [() => imageUrl(42), TypeError, /must be a string/],
    [() => imageUrl(undefined), TypeError, /must be a string/],
    [() => imageUrl('a.jpg', { provider: 'imgix' }), Error, /Unknown image provider: imgix/],
    [() => imageUrl('a.jpg', { preset: 'hero' }), Error, /Unknown image preset: hero/],
    [() => imageUrl('a.jpg', { quality: 101 }), RangeError, /0 to 100/],
    [() => imageUrl('a.jpg', { quality: -1 }), RangeError, /0 to 100/],
    [() => imageUrl('a.jpg', { rotate: 45 }), RangeError, /0, 90, 180 or 270/],
    [() => imageSrcset('a.jpg', { densities: [] }), Error, /densities must not be empty/],
  ])('throws %#', (call, type, message) => {
    expect(call).toThrow(type);
    expect(call).toThrow(message);
  });

  it.each([0, 100])('accepts quality %d', (quality) => {
    expect(imageUrl('a.jpg', { quality })).toContain(`quality=${quality}`);
  });

  it.each([0, 90, 180, 270])('accepts rotate %d', (rotate) => {
    expect(imageUrl('a.jpg', { rotate })).toContain(`rotate=${rotate}`);
  });
});

describe('imageSrcset', () => {
  it('lists 1x and 2x with scaled sizes', () => {
    expect(imageSrcset('a.jpg', { width: 100 })).toBe(
      '/cdn-cgi/image/width=100,quality=85,format=auto/a.jpg 1x, /cdn-cgi/image/width=200,quality=85,format=auto/a.jpg 2x',
    );
  });
});

describe('validateImageAttributes', () => {
  it('accepts the allowed values and names the bad one', () => {
    expect(() => validateImageAttributes({ loading: 'lazy', decoding: 'async' })).not.toThrow();
    expect(() => validateImageAttributes({ loading: 'soon' })).toThrow(/loading/);
    expect(() => validateImageAttributes({ decoding: 'fast' })).toThrow(/decoding/);
  });
});
