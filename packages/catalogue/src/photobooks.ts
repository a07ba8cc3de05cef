export const photobookTypes = ['digitalfotobuch', 'echtfotobuch', 'fotoheft'] as const;
export type PhotobookType = (typeof photobookTypes)[number];
export const photobookCovers = ['hard', 'soft'] as const;
export type PhotobookCover = (typeof photobookCovers)[number];
export const photobookBindings = ['heftbindung', 'layflat', 'pur'] as const;
export type PhotobookBinding = (typeof photobookBindings)[number];
export const photobookPapers = ['feinstweiss', 'glaenzend', 'matt', 'standard'] as const;
export type PhotobookPaper = (typeof photobookPapers)[number];
export const photobookFormats = [
  'a3-quer',
  'a4-hoch',
  'a4-quer',
  'a5-hoch',
  'a5-quer',
  'a6-quer',
  '200-200',
  '300-300',
] as const;
export type PhotobookFormat = (typeof photobookFormats)[number];
export const photobookOrientations = ['din-landscape', 'din-portrait', 'square'] as const;
export type PhotobookOrientation = (typeof photobookOrientations)[number];

/** Orientation of a photobook format: `-quer` is landscape, `-hoch` portrait, anything else square. */
export function photobookOrientation(format: string): PhotobookOrientation {
  if (format.includes('-quer')) return 'din-landscape';
  if (format.includes('-hoch')) return 'din-portrait';
  return 'square';
}
