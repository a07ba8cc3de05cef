/** Line icons content can name (USPs, shop entries, tools); 24×24 strokes, drawn in currentColor. */
const paths: Record<string, string> = {
  truck: 'M2 6h11v9H2zM13 9h4l4 4v2h-8zM6 18a2 2 0 1 0 0-.01M17 18a2 2 0 1 0 0-.01',
  award: 'M12 3a6 6 0 1 0 0 12 6 6 0 0 0 0-12zM8.5 14 7 21l5-3 5 3-1.5-7',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  chat: 'M4 5h16v10H9l-5 4z',
  camera: 'M3 8h4l2-3h6l2 3h4v11H3zM12 10a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  gift: 'M4 10h16v4H4zM6 14h12v7H6zM12 10v11M12 10c-2-4-6-4-6-1s6 1 6 1zM12 10c2-4 6-4 6-1s-6 1-6 1z',
  card: 'M3 6h18v12H3zM7 10h6M7 14h4',
  envelope: 'M3 6h18v12H3zM3 7l9 6 9-6',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  paper: 'M6 3h9l4 4v14H6zM15 3v4h4M9 12h7M9 16h7',
  sample: 'M4 4h10v10H4zM10 10h10v10H10z',
  rings: 'M9 9a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM15 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  'convert-file': 'M6 3h8l4 4v14H6zM14 3v4h4M9 14h6M13 12l2 2-2 2',
  'convert-pdf': 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h2a1.5 1.5 0 0 1 0 3H9v-3zM9 15v2',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  'optimize-image': 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M16 8.5a1 1 0 1 0 0 .01',
};
const fallback = 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10z';

/** A decorative icon: the text beside it carries the meaning, so screen readers skip it. */
export function Icon({ name, className }: { name: string; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={name}
    >
      <path d={paths[name] ?? fallback} />
    </svg>
  );
}
