import { useState, type ReactNode } from 'react';
import { fork, scopeBind, type EventCallable, type Scope } from 'effector';
import { Provider } from 'effector-react';

/**
 * A model scope of its own for one mounted block or page: forked on the first render and started
 * once with what `start` returns then, so two blocks on a page never share state.
 */
export function useStartedScope<Params>(
  started: EventCallable<Params>,
  start: () => Params,
): Scope {
  const [scope] = useState(() => {
    const created = fork();
    scopeBind(started, { scope: created })(start());
    return created;
  });
  return scope;
}

type Props<Params> = {
  started: EventCallable<Params>;
  start: () => Params;
  children: ReactNode;
};

/** Renders `children` inside the block's own started model scope (see `useStartedScope`). */
export function StartedScope<Params>({ started, start, children }: Props<Params>) {
  const scope = useStartedScope(started, start);
  return <Provider value={scope}>{children}</Provider>;
}
