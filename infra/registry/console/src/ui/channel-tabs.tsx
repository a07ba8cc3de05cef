import { useRef, type KeyboardEvent } from 'react';
import { useUnit } from 'effector-react';
import type { ChannelView } from '../api';
import { $selectedChannel, channelSelected } from '../model';

/** One tab per channel; arrow keys, Home and End move between them as in any tab list. */
export function ChannelTabs({ channels }: { channels: ChannelView[] }) {
  const [selected, select] = useUnit([$selectedChannel, channelSelected]);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = channels.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(channels[next]!.channel);
    refs.current[next]?.focus();
  };
  return (
    <div className="rc-tabs" role="tablist" aria-label="Channel">
      {channels.map((view, index) => (
        <button
          key={view.channel}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`tab-${view.channel}`}
          aria-controls={`panel-${view.channel}`}
          aria-selected={view.channel === selected}
          tabIndex={view.channel === selected ? 0 : -1}
          className="rc-tab"
          onClick={() => select(view.channel)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {view.channel}
          {view.canary && <span className="rc-dot" aria-label="canary running" />}
        </button>
      ))}
    </div>
  );
}
