import type { BlockOf } from '@shop/contracts';
import { ToolboxTool } from './toolbox-tool';
import type { BlockProps } from './types';
import './toolbox.css';

const isTool = (item: unknown): item is BlockOf<'ToolboxTool'> =>
  (item as BlockOf<'ToolboxTool'> | null)?.component === 'ToolboxTool';

/** The desktop app's helpers (convert, download, optimise) as a grid of cards. */
export function Toolbox({ block }: BlockProps<'Toolbox'>) {
  return (
    <section className="cms-toolbox" data-block="Toolbox">
      <h2>{block.headline}</h2>
      <ul className="cms-toolbox__list">
        {block.items.filter(isTool).map((tool) => (
          <li key={tool._uid}>
            <ToolboxTool block={tool} />
          </li>
        ))}
      </ul>
    </section>
  );
}
