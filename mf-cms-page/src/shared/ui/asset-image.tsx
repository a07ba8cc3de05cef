import { Image } from '@shop/ui';

/** An image asset from content: a media path and its alt text ("" for decorative images). */
export type Asset = { filename: string; alt: string };

type AssetImageProps = {
  asset: Asset | undefined;
  width: number;
  height: number;
  sizes?: string;
  priority?: boolean;
  className?: string;
};

/** Renders a content asset through the image service; nothing when the block has no image. */
export function AssetImage({ asset, ...props }: AssetImageProps) {
  if (!asset?.filename) return null;
  return <Image src={asset.filename} alt={asset.alt ?? ''} {...props} />;
}
