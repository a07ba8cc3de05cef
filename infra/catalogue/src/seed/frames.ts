import { aluFrameColourOptions, frameKindDefaults, type FrameKind } from '@shop/catalogue';
import type { FrameTypeRecord } from '../model/document';

const aluColourIds: Record<(typeof aluFrameColourOptions)[number]['colour'], string> = {
  gold: 'gold',
  copper: 'kupfer',
  black: 'schwarz',
  'black-matte': 'schwarz-matt',
  silver: 'silber',
  'silver-matte': 'silber-matt',
  white: 'weiss',
};

const frameColours: Record<FrameKind, string[]> = {
  // Frame type ids are German, like the kinds' default types (alurahmen-eckig-schwarz).
  alurahmen: aluFrameColourOptions.map(
    ({ shape, colour }) => `${shape === 'angular' ? 'eckig' : 'rund'}-${aluColourIds[colour]}`,
  ),
  artbox: ['schwarz', 'weiss', 'eiche'],
  fotorahmen: ['schwarz', 'weiss', 'eiche'],
  holzrahmen: ['schwarz', 'weiss', 'eiche', 'walnuss', 'natur'],
  kunststoffrahmen: ['schwarz', 'weiss', 'silber'],
  'schattenfuge-leinwand': ['schwarz', 'weiss', 'eiche', 'gold'],
  'schattenfuge-platte': ['schwarz', 'weiss', 'eiche', 'silber'],
};

/** Frame types: every colour of every frame kind, the kind's default (black) type first. */
export function frameTypes(): FrameTypeRecord[] {
  return (Object.entries(frameColours) as Array<[FrameKind, string[]]>).flatMap(
    ([frameKind, colours], kindIndex) =>
      colours.map((colour, index) => {
        const frameType = `${frameKind}-${colour}`;
        return {
          frameType,
          frameKind,
          colour,
          sortOrder:
            kindIndex * 100 +
            (frameType === frameKindDefaults[frameKind].frameType ? 0 : index + 1),
        };
      }),
  );
}
