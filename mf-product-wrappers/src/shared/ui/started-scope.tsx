import { useEffect, useState, type ReactNode } from 'react';
import { allSettled, fork, scopeBind, type EventCallable, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { useHydrated, usePageSearch, useSlotAnswers } from '@shop/federation/react';
import { usePageCookies } from '../lib/use-page-cookies';
import { answeringHandlers, recordAnswers, type AnsweredEffects } from '@shop/federation/effector';

/** Where the block is: the page's query, and its cookies (empty on the server and while hydrating). */
export type PageContext = { search: string; cookies: string };

/**
 * A model scope of its own for one mounted block or page: forked on the first render and started
 * once with what `start` returns then, so two blocks on a page never share state.
 *
 * The `answered` effects' answers are loaded on the server before the block renders there, and
 * the browser hydrates from the same answers, so the server's HTML already shows the product and
 * hydration matches it. The cookies (the designer link's ad click) are read once hydrated, and the
 * model started again with them.
 */
export function useStartedScope<Params>(
  started: EventCallable<Params>,
  start: (page: PageContext) => Params,
  answered: AnsweredEffects,
  alongside: AnsweredEffects = {},
): Scope {
  const search = usePageSearch();
  const hydrated = useHydrated();
  const cookies = usePageCookies();
  const page = { search, cookies };
  const params = start(page);
  // Keyed by the model, not its parameters: a retried server render must find its load again.
  const answers = useSlotAnswers(Object.keys({ ...answered, ...alongside }).join(','), () =>
    recordAnswers(
      answered,
      (scope) =>
        Promise.all([
          allSettled(started, { scope, params }),
          ...Object.values(alongside).map((fx) => allSettled(fx, { scope })),
        ]),
      alongside,
    ),
  );
  const [first] = useState(() => {
    const scope = fork({
      handlers: answers ? answeringHandlers({ ...answered, ...alongside }, answers) : [],
    });
    scopeBind(started, { scope })(params);
    return { scope, cookies: page.cookies };
  });
  useEffect(() => {
    if (hydrated && cookies !== first.cookies)
      scopeBind(started, { scope: first.scope })(start({ search, cookies }));
    // Once, when the hydrated render first reads the cookies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);
  return first.scope;
}

type Props<Params> = {
  started: EventCallable<Params>;
  start: (page: PageContext) => Params;
  /** The model's loading effects by name: what the server loads ahead and the browser hydrates from. */
  answered: AnsweredEffects;
  /**
   * Loads without parameters of what the block shows beside its product (the delivery countdown):
   * the server makes them with the block's, and a failure leaves them to the browser.
   */
  alongside?: AnsweredEffects;
  children: ReactNode;
};

/** Renders `children` inside the block's own started model scope (see `useStartedScope`). */
export function StartedScope<Params>({
  started,
  start,
  answered,
  alongside,
  children,
}: Props<Params>) {
  const scope = useStartedScope(started, start, answered, alongside);
  return <Provider value={scope}>{children}</Provider>;
}
