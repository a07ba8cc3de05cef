import { RichText } from '../shared/ui/rich-text';
import type { BlockProps } from './types';

type RenderedRichtext = { html?: string };

/** Rich text: the gateway's sanitised HTML of the editor's document (or of a raw HTML field). */
export function Text({ block }: BlockProps<'Text'>) {
  const html = (block.text as RenderedRichtext | undefined)?.html ?? block.html;
  return (
    <section className="cms-text" data-block="Text">
      <RichText html={html} uid={block._uid} className="cms-richtext" />
    </section>
  );
}
