const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

function luminance(hex: string): number | null {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits.slice(0, 6);
  if (!/^[\da-f]{6}$/i.test(full)) return null;
  const [r, g, b] = [0, 2, 4].map((at) => channel(parseInt(full.slice(at, at + 2), 16))) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours (1 to 21); null when one is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The label's text colour if it reads on its background (WCAG AA, 4.5:1), else black or white, whichever reads better. */
export function readableTextColour(background: string, text: string): string {
  if ((contrastRatio(background, text) ?? 0) >= 4.5) return text;
  return (contrastRatio(background, '#000000') ?? 0) >= (contrastRatio(background, '#ffffff') ?? 0)
    ? '#000000'
    : '#ffffff';
}
