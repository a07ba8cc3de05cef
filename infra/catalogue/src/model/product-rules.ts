import type { CatalogueDocument } from './document';

/** Rules across the product records: what they name must exist in the catalogue. */
export function productProblems(document: CatalogueDocument): string[] {
  const problems: string[] = [];
  const labels = new Set(document.themeLabels.map((l) => l.value));
  const cards = new Map(
    document.materials
      .filter((m) => m.product === 'card')
      .map((m) => [m.materialType, new Set(m.formats.map((f) => f.formatType))]),
  );
  for (const theme of document.themes) {
    const at = `themes.${theme.themeId}`;
    for (const label of theme.labels)
      if (!labels.has(label)) problems.push(`${at}: label ${label} is not in themeLabels`);
    for (const card of theme.cards) {
      const formats = cards.get(card.cardType);
      if (!formats) problems.push(`${at}: ${card.cardType} is not a card type`);
      else if (!formats.has(card.formatType))
        problems.push(`${at}: ${card.cardType} has no format ${card.formatType}`);
    }
  }
  const categories = new Set(document.photobookCategories.map((c) => c.categoryId));
  const books = new Map(document.photobookTypes.map((t) => [t.photobookType, t]));
  for (const book of document.photobookTypes) {
    const at = `photobookTypes.${book.photobookType}`;
    const { min, max, step, default: preset } = book.pageCount;
    if (!(min <= preset && preset <= max))
      problems.push(`${at}: pageCount needs min <= default <= max`);
    if ((max - min) % step !== 0 || (preset - min) % step !== 0)
      problems.push(`${at}: pageCount max and default must be min plus whole steps`);
    for (const category of book.categoryIds)
      if (!categories.has(category)) problems.push(`${at}: no photobook category ${category}`);
  }
  for (const set of document.photobookDesignGroupSets) {
    const at = `photobookDesignGroupSets.${set.channel}.${set.designGroupSetId}`;
    for (const category of set.categoryIds)
      if (!categories.has(category)) problems.push(`${at}: no photobook category ${category}`);
    for (const type of set.photobookTypes)
      if (!books.has(type)) problems.push(`${at}: photobook type ${type} is not in photobookTypes`);
    for (const format of set.formats)
      if (!set.photobookTypes.some((type) => books.get(type)?.formats.includes(format)))
        problems.push(`${at}: none of its photobook types comes in ${format}`);
  }
  const materials = new Set(document.materials.map((m) => m.materialType));
  const collageIds = new Map<string, string>();
  for (const group of document.collageDesignGroups) {
    for (const design of group.designs) {
      const at = `collageDesignGroups.${group.channel}.${group.designGroupId}.${design.designId}`;
      for (const material of design.materialTypes)
        if (!materials.has(material)) problems.push(`${at}: unknown materialType ${material}`);
      const seen = collageIds.get(`${group.channel}|${design.designId}`);
      if (seen && seen !== group.designGroupId)
        problems.push(`${at}: design ${design.designId} is also in group ${seen}`);
      collageIds.set(`${group.channel}|${design.designId}`, group.designGroupId);
    }
  }
  return problems;
}
