import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockOf } from '@shop/contracts';
import { renderInPage } from '../shared/testing/render-block';
import { Toolbox } from './toolbox';

const tool = (tool: BlockOf<'ToolboxTool'>['tool'], title: string) => ({
  component: 'ToolboxTool' as const,
  _uid: tool,
  tool,
  title,
  text: `${title} in Sekunden.`,
});
const block: BlockOf<'Toolbox'> = {
  component: 'Toolbox',
  _uid: 'tb',
  headline: 'Deine Werkzeuge',
  items: [
    tool('convert-file', 'Datei umwandeln'),
    tool('convert-pdf', 'PDF umwandeln'),
    tool('download', 'Herunterladen'),
    tool('optimize-image', 'Bild optimieren'),
  ],
};

afterEach(cleanup);

describe('Toolbox', () => {
  it('shows every tool as a card with its title (h3), text and icon', () => {
    const { container } = renderInPage(<Toolbox block={block} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Deine Werkzeuge' })).toBeTruthy();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Datei umwandeln', 'PDF umwandeln', 'Herunterladen', 'Bild optimieren']);
    expect(within(cards[1]!).getByText('PDF umwandeln in Sekunden.')).toBeTruthy();
    expect([...container.querySelectorAll('svg')].map((svg) => svg.dataset.icon)).toEqual([
      'convert-file',
      'convert-pdf',
      'download',
      'optimize-image',
    ]);
  });
});
