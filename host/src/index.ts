import { nextTask } from './app/next-task';

// An async boundary lets Module Federation negotiate shared singletons before any app code runs.
// It starts in the task after the runtime's own start: the two together are one long task.
void nextTask().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
