import { fork, type Effect, type Scope } from 'effector';
import type { SlotAnswers } from '@shop/contracts';

type Handler = [Effect<any, any, any>, (params: any) => unknown];

/** A model's loading effects by a name that stays the same between its server and browser builds. */
export type AnsweredEffects = Readonly<Record<string, Effect<any, any, any>>>;

/** One answer's key: the effect's name and the parameters it was asked with. */
const answerKey = (name: string, params: unknown) => `${name}:${JSON.stringify(params ?? null)}`;

/**
 * Runs a model in a scope of its own (`start`: its first events, until every effect settled), with
 * the network, and keeps each answer of the named effects. Any failure fails the whole load: the
 * block then renders in the browser, where its error shows with a retry, instead of sending a
 * server page with the error in it. The `optional` effects' answers are kept too, but their
 * failure is not the block's: the browser then loads what they would have answered.
 */
export async function recordAnswers(
  effects: AnsweredEffects,
  start: (scope: Scope) => Promise<unknown>,
  optional: AnsweredEffects = {},
): Promise<SlotAnswers> {
  const answers: Record<string, unknown> = {};
  const failures: unknown[] = [];
  const recording = (name: string, fx: Effect<any, any, any>, required: boolean): Handler => {
    const network = fx.use.getCurrent();
    return [
      fx,
      async (asked: unknown) => {
        try {
          const answer = await network(asked);
          answers[answerKey(name, asked)] = answer;
          return answer;
        } catch (error) {
          if (required) failures.push(error);
          throw error;
        }
      },
    ];
  };
  const scope = fork({
    handlers: [
      ...Object.entries(effects).map(([name, fx]) => recording(name, fx, true)),
      ...Object.entries(optional).map(([name, fx]) => recording(name, fx, false)),
    ],
  });
  await start(scope);
  if (failures.length > 0) throw failures[0];
  return answers;
}

/**
 * Handlers that give a recorded answer at once (synchronously, so the first render already shows
 * it) and ask the network for anything else, such as the shopper's next choice.
 */
export function answeringHandlers(effects: AnsweredEffects, answers: SlotAnswers): Handler[] {
  return Object.entries(effects).map(([name, fx]): Handler => {
    const network = fx.use.getCurrent();
    return [
      fx,
      (asked: unknown) => {
        const key = answerKey(name, asked);
        return Object.hasOwn(answers, key) ? answers[key] : network(asked);
      },
    ];
  });
}
