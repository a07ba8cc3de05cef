/** Upper bounds of the breakpoints in px. */
export const screenWidths = {
  xxs: 319,
  xs: 479,
  sm: 575,
  md: 767,
  lg: 899,
  xl: 1023,
  xxl: 1299,
  '2xl': 1536,
  xxxl: 1900,
} as const;
export type ScreenSize = keyof typeof screenWidths;

/** The burger navigation closes, and flyouts hydrate, from this viewport width on. */
export const burgerCloseWidth = 1000;
export const flyoutMinWidth = 1000;

/** Sub-navigation tile sizes in px. */
export const tileSizes = {
  circle: { width: 76, height: 76 },
  square: { width: 110, height: 73 },
  'square-image': { width: 110, height: 110 },
} as const;
export type TileKind = keyof typeof tileSizes;

export const roomSizeClasses = ['l', 'm', 's', 'xs', 'xxs'] as const;
export type RoomSizeClass = (typeof roomSizeClasses)[number];

/** Scale of the room background image per class, in percent. */
export const roomSizeScale: Record<RoomSizeClass, number> = {
  l: 25,
  m: 37.5,
  s: 55,
  xs: 110,
  xxs: 200,
};

/**
 * Room background class of a picture by its area (width × height in mm): the larger the picture,
 * the smaller the room is scaled behind it.
 */
export function roomSizeClass(area: number): RoomSizeClass {
  if (area >= 934001) return 'l';
  if (area >= 400001) return 'm';
  if (area >= 100001) return 's';
  if (area > 40000) return 'xs';
  return 'xxs';
}
