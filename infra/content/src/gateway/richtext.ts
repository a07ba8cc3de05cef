import { sanitizeCmsHtml } from './sanitize';

type Mark = { type: string; attrs?: Record<string, unknown> };
type RichNode = {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: Mark[];
  content?: RichNode[];
};

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const attr = (value: unknown) => escapeHtml(String(value ?? ''));

function linkHref(attrs: Record<string, unknown> = {}): string {
  const href = String(attrs.href ?? attrs.url ?? '');
  const anchor = attrs.anchor ? `#${String(attrs.anchor)}` : '';
  if (attrs.linktype === 'email') return `mailto:${href}`;
  return `${href}${anchor}`;
}

function wrapMark(html: string, mark: Mark): string {
  switch (mark.type) {
    case 'bold':
      return `<strong>${html}</strong>`;
    case 'italic':
      return `<em>${html}</em>`;
    case 'strike':
      return `<s>${html}</s>`;
    case 'underline':
      return `<u>${html}</u>`;
    case 'code':
      return `<code>${html}</code>`;
    case 'superscript':
      return `<sup>${html}</sup>`;
    case 'subscript':
      return `<sub>${html}</sub>`;
    case 'highlight':
      return `<mark>${html}</mark>`;
    case 'styled':
      return `<span class="${attr(mark.attrs?.class)}">${html}</span>`;
    case 'link': {
      const target = mark.attrs?.target === '_blank' ? ' target="_blank"' : '';
      return `<a href="${attr(linkHref(mark.attrs))}"${target}>${html}</a>`;
    }
    default:
      return html;
  }
}

function renderNode(node: RichNode): string {
  const children = (node.content ?? []).map(renderNode).join('');
  switch (node.type) {
    case 'doc':
      return children;
    case 'text':
      return (node.marks ?? []).reduce(wrapMark, escapeHtml(node.text ?? ''));
    case 'paragraph':
      return `<p>${children}</p>`;
    case 'heading': {
      const level = Math.min(6, Math.max(1, Number(node.attrs?.level ?? 2) || 2));
      return `<h${level}>${children}</h${level}>`;
    }
    case 'bullet_list':
      return `<ul>${children}</ul>`;
    case 'ordered_list':
      return `<ol>${children}</ol>`;
    case 'list_item':
      return `<li>${children}</li>`;
    case 'blockquote':
      return `<blockquote>${children}</blockquote>`;
    case 'code_block':
      return `<pre><code>${children}</code></pre>`;
    case 'horizontal_rule':
      return '<hr>';
    case 'hard_break':
      return '<br>';
    case 'image':
      return `<img src="${attr(node.attrs?.src)}" alt="${attr(node.attrs?.alt)}">`;
    // Unknown nodes keep their text, so a new editor feature degrades to plain content.
    default:
      return children;
  }
}

/** Renders Storyblok rich text to HTML and sanitises the result. */
export function renderRichtext(doc: unknown): string {
  if (!doc || typeof doc !== 'object') return '';
  return sanitizeCmsHtml(renderNode(doc as RichNode));
}

export const isRichtextDoc = (value: unknown): boolean =>
  Boolean(value) &&
  typeof value === 'object' &&
  (value as RichNode).type === 'doc' &&
  Array.isArray((value as RichNode).content);
