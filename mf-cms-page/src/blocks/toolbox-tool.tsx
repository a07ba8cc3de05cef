import { Icon } from '../shared/ui/icon';
import type { BlockProps } from './types';
import './toolbox.css';

/** One tool of the desktop toolbox as a card: its icon, title and what it does. */
export function ToolboxTool({ block }: BlockProps<'ToolboxTool'>) {
  return (
    <article className="cms-toolbox__tool" data-block="ToolboxTool" data-tool={block.tool}>
      <Icon name={block.tool} className="cms-toolbox__icon" />
      <h3 className="cms-toolbox__title">{block.title}</h3>
      <p className="cms-toolbox__text">{block.text}</p>
    </article>
  );
}
