import type { ChannelId, CountryCode, FrameKind } from '@shop/catalogue';
import type {
  AccessoryRecord,
  CampaignRecord,
  CatalogueDocument,
  FrameTypeRecord,
  MaterialRecord,
  ShippingRecord,
} from '../model/document';

export type Price = { priceCurrent: number; priceOriginal: number };

/** One catalogue version in memory, indexed for the read paths. */
export class CatalogueIndex {
  readonly materials: ReadonlyMap<string, MaterialRecord>;
  readonly frameTypesByKind: ReadonlyMap<string, FrameTypeRecord[]>;
  readonly frameTypes: ReadonlyMap<string, FrameTypeRecord>;
  readonly accessories: readonly AccessoryRecord[];
  private readonly prices = new Map<string, Map<string, Price>>();
  private readonly shipping = new Map<string, ShippingRecord>();

  constructor(
    readonly document: CatalogueDocument,
    readonly changeNumber: number,
  ) {
    this.materials = new Map(document.materials.map((m) => [m.materialType, m]));
    this.frameTypes = new Map(document.frameTypes.map((t) => [t.frameType, t]));
    const byKind = new Map<string, FrameTypeRecord[]>();
    for (const type of [...document.frameTypes].sort((a, b) => a.sortOrder - b.sortOrder)) {
      byKind.set(type.frameKind, [...(byKind.get(type.frameKind) ?? []), type]);
    }
    this.frameTypesByKind = byKind;
    this.accessories = document.accessories;
    for (const row of document.prices) {
      const list = `${row.channel}-${row.country}`;
      if (!this.prices.has(list)) this.prices.set(list, new Map());
      this.prices
        .get(list)!
        .set(row.article, { priceCurrent: row.priceCurrent, priceOriginal: row.priceOriginal });
    }
    for (const row of document.shipping) this.shipping.set(`${row.channel}-${row.country}`, row);
  }

  /** The price of an article in a channel's country; undefined where it is not sold. */
  price(channel: ChannelId, country: CountryCode, article: string): Price | undefined {
    return this.prices.get(`${channel}-${country}`)?.get(article);
  }

  shippingFor(channel: ChannelId, country: CountryCode): ShippingRecord | undefined {
    return this.shipping.get(`${channel}-${country}`);
  }

  frameTypesOf(kind: FrameKind): FrameTypeRecord[] {
    return this.frameTypesByKind.get(kind) ?? [];
  }

  /** Campaigns of a channel's country running at `now`. */
  activeCampaigns(channel: ChannelId, country: CountryCode, now: number): CampaignRecord[] {
    return this.document.campaigns.filter(
      (c) =>
        c.channel === channel &&
        c.countries.includes(country) &&
        Date.parse(c.startsAt) <= now &&
        now < Date.parse(c.endsAt),
    );
  }
}
