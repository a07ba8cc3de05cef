import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderRichtext } from './richtext';
import { sanitizeCmsHtml } from './sanitize';

const fixtures = JSON.parse(
  fs.readFileSync(new URL('./fixtures/dompurify-fixtures.json', import.meta.url), 'utf8'),
) as Array<{ title: string; payload: string }>;

const allowedTags = new Set([
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  's',
  'u',
  'sub',
  'sup',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'span',
  'mark',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const allowedAttributes = new Set([
  'href',
  'target',
  'rel',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'class',
  'colspan',
  'rowspan',
]);

const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every tag and attribute in sanitised output; sanitize-html writes normalised, double-quoted markup. */
function problems(html: string): string[] {
  const found: string[] = [];
  for (const [, name = '', attributes = ''] of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    if (!allowedTags.has(name.toLowerCase())) found.push(`tag ${name}`);
    for (const [, attribute = '', value = ''] of attributes.matchAll(
      /([^\s=/]+)(?:="([^"]*)")?/g,
    )) {
      if (!allowedAttributes.has(attribute.toLowerCase())) found.push(`attribute ${attribute}`);
      const decoded = decodeEntities(value)
        .replace(/[\s\p{C}\p{Z}]/gu, '')
        .toLowerCase();
      if (/^(javascript|vbscript|data):/.test(decoded)) found.push(`${attribute}=${value}`);
    }
  }
  return found;
}

describe('CMS HTML sanitising against DOMPurify’s XSS fixtures', () => {
  it('has the fixture set', () => {
    expect(fixtures.length).toBe(223);
  });

  it.each(fixtures.map((fixture, index) => [index, fixture.title, fixture.payload] as const))(
    '#%i %s: raw HTML field keeps no script',
    (_, __, payload) => {
      expect(problems(sanitizeCmsHtml(payload))).toEqual([]);
    },
  );

  it('keeps every payload inert as rich text: text stays text, links get no script URLs', () => {
    for (const { payload } of fixtures) {
      const asText = renderRichtext({
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: payload }] }],
      });
      expect(
        asText.startsWith('<p>') && asText.endsWith('</p>') && !asText.slice(3, -4).includes('<'),
      ).toBe(true);
      const asLink = renderRichtext({
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: payload } }] },
            ],
          },
        ],
      });
      expect(problems(asLink)).toEqual([]);
    }
  });

  it('keeps the formatting editors use', () => {
    const html =
      '<h2>Pflege</h2><p>Mit <strong>weichem</strong> Tuch, <a href="https://example.com" target="_blank">mehr</a>.</p><ul><li>trocken</li></ul>';
    expect(sanitizeCmsHtml(html)).toBe(
      '<h2>Pflege</h2><p>Mit <strong>weichem</strong> Tuch, <a href="https://example.com" target="_blank" rel="noopener noreferrer">mehr</a>.</p><ul><li>trocken</li></ul>',
    );
  });
});
