const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A `#rgb` / `#rrggbb` colour from content, or undefined for anything else (no CSS injection). */
export function safeColor(value: unknown): string | undefined {
  return typeof value === 'string' && hex.test(value.trim()) ? value.trim() : undefined;
}

function luminance(color: string): number {
  const digits = color.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Black or white text, whichever reads better on the background (WCAG contrast ratio). */
export function textColorOn(background: string): '#000' | '#fff' {
  const l = luminance(background);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000' : '#fff';
}

/** WCAG contrast ratio of two `#rgb` / `#rrggbb` colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Colours of a label from content: the editor's text colour where it reads (4.5:1, WCAG AA),
 * else black or white; a background that is no colour becomes dark grey.
 */
export function readableLabel(
  background: unknown,
  text: unknown,
): { backgroundColor: string; color: string } {
  const backgroundColor = safeColor(background) ?? '#1d1d1d';
  const wanted = safeColor(text);
  const color =
    wanted && contrastRatio(wanted, backgroundColor) >= 4.5 ? wanted : textColorOn(backgroundColor);
  return { backgroundColor, color };
}
