/** Small builders for Storyblok rich-text documents. `**bold**` in a string becomes bold text. */
type Node = Record<string, unknown>;

function inline(text: string): Node[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('**')
        ? { type: 'text', text: part.slice(2, -2), marks: [{ type: 'bold' }] }
        : { type: 'text', text: part },
    );
}

export const paragraph = (text: string): Node => ({ type: 'paragraph', content: inline(text) });
export const heading = (level: number, text: string): Node => ({
  type: 'heading',
  attrs: { level },
  content: inline(text),
});
export const bulletList = (items: string[]): Node => ({
  type: 'bullet_list',
  content: items.map((item) => ({ type: 'list_item', content: [paragraph(item)] })),
});

/** A document of paragraphs; strings starting with `## ` become headings, `- ` lines a list. */
export function doc(...blocks: Array<string | Node>): Node {
  const content: Node[] = [];
  for (const block of blocks) {
    if (typeof block !== 'string') content.push(block);
    else if (block.startsWith('## ')) content.push(heading(2, block.slice(3)));
    else if (block.startsWith('- '))
      content.push(bulletList(block.split('\n').map((line) => line.replace(/^- /, ''))));
    else content.push(paragraph(block));
  }
  return { type: 'doc', content };
}
