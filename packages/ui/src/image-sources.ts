/** A URL inside CSS `url("…")`, so a quote or bracket in a file name cannot end the value. */
export function cssUrl(url: string): string {
  const escaped = url.replace(
    /["'\\()\s]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `url("${escaped}")`;
}
