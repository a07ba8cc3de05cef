import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initFlags } from '../client';
import { resetPage, testOptions, whenReady } from '../testing/page';
import { FlagSwitch } from './flag-switch';
import { useTreatment } from './use-treatment';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Treatment({ name }: { name: string }) {
  return <span>{useTreatment(name)}</span>;
}

describe('React bindings', () => {
  let root: Root;
  let container: HTMLElement;

  beforeEach(async () => {
    await resetPage();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(async () => {
    act(() => root.unmount());
    container.remove();
    await resetPage();
  });

  it('renders the off variant until flags are ready, then the treatment', async () => {
    const page = testOptions();
    const client = initFlags(page.options);
    act(() =>
      root.render(
        <>
          <FlagSwitch flag="top_deal_labels" on={<b>deal</b>} off={<i>plain</i>} />
          <FlagSwitch flag="nudging" on={<b>nudge</b>} off={<i>calm</i>} />
          <Treatment name="layout" />
        </>,
      ),
    );
    expect(container.innerHTML).toBe('<i>plain</i><i>calm</i><span>control</span>');
    await act(() => whenReady(client));
    expect(container.innerHTML).toBe('<b>deal</b><i>calm</i><span>v2</span>');
    expect(
      page.evaluations.filter((e) => e.feature === 'top_deal_labels').map((e) => e.treatment),
    ).toEqual(['control', 'on']);
  });

  it('renders off without a client', () => {
    initFlags(testOptions({ authorizationKey: '' }).options);
    act(() => root.render(<FlagSwitch flag="top_deal_labels" on="deal" off="plain" />));
    expect(container.textContent).toBe('plain');
  });
});
