// The page's query read with the platform's URLSearchParams: qs stays in the lazy transport.

/** True when the query names the parameter, alone or as a nested key (`_storyblok[id]`). */
export function hasQueryParam(search: string, name: string): boolean {
  for (const key of new URLSearchParams(search).keys())
    if (key === name || key.startsWith(`${name}[`)) return true;
  return false;
}

/** The parameter's value when the query gives it exactly once, else undefined. */
export function singleQueryValue(search: string, name: string): string | undefined {
  const values = new URLSearchParams(search).getAll(name);
  return values.length === 1 ? values[0] : undefined;
}
