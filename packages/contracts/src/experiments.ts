/** Experiments of the calculator block; each flag has the treatments on, off and control. */
export const calculatorExperiments = {
  /** A top-deal label on the format with the largest saving. */
  topDealLabels: 'voll_965_top_deal_labels',
  /** The most chosen format and the saving of the selected one are pointed out. */
  nudging: 'voll_967_nudging',
  /** Formats are offered in portrait (height × width) instead of landscape. */
  orientationSwap: 'voll_1031_format_orientation_swap',
  /** A teaser for framed acrylic glass with the shop's live price below the calculator. */
  framedAcrylicTeaser: 'voll_1409_framed_acrylic_teaser_shop_prices',
  /** Materials as labelled tiles instead of a select. */
  materialTiles: 'voll_1785_layout_variant',
} as const;

export type CalculatorExperiment = keyof typeof calculatorExperiments;
