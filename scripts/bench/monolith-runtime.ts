// The Module Federation runtime API, answered by static imports: the same page as one build.
const modules: Record<string, () => Promise<unknown>> = {
  'mf_navigation/Header': () => import('../../mf-navigation/src/app/header-parcel'),
  'mf_account/AccountDialogs': () => import('../../mf-account/src/app/account-dialogs-parcel'),
};

export function registerRemotes(): void {}

export async function loadRemote<T>(id: string): Promise<T> {
  const load = modules[id];
  if (!load) throw new Error(`the monolith build has no module ${id}`);
  return (await load()) as T;
}
