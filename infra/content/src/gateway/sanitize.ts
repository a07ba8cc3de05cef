import sanitizeHtml from 'sanitize-html';

/** What CMS HTML may contain: text formatting, lists, links, images and simple tables. Nothing that runs. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    span: ['class'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  allowedClasses: { span: [/^text-[a-z0-9-]+$/] },
  // Contents of dropped script-like elements are dropped with them, not shown as text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const safe = withoutScriptUrl(attribs, 'href');
      return {
        tagName,
        attribs: safe.target === '_blank' ? { ...safe, rel: 'noopener noreferrer' } : safe,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: withoutScriptUrl(attribs, 'src') }),
  },
};

/** Drops a URL that spells a script scheme behind Unicode spaces or invisible characters, which scheme checks can miss. */
function withoutScriptUrl(attribs: sanitizeHtml.Attributes, name: string): sanitizeHtml.Attributes {
  const value = attribs[name];
  if (value === undefined) return attribs;
  const squeezed = value.replace(/[\s\p{C}\p{Z}]/gu, '').toLowerCase();
  if (!/^(javascript|vbscript|data):/.test(squeezed)) return attribs;
  const { [name]: _dropped, ...rest } = attribs;
  return rest;
}

/** Sanitises CMS HTML on the server; the renderer sanitises again with DOMPurify before inserting it. */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, options);
}
