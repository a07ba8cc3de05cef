import { calculatorExperiments, type CalculatorExperiment } from '@shop/contracts';
import { useTreatment } from '@shop/flags/react';

export type Experiments = Record<CalculatorExperiment, boolean>;

export const controlExperiments: Experiments = {
  topDealLabels: false,
  nudging: false,
  orientationSwap: false,
  framedAcrylicTeaser: false,
  materialTiles: false,
};

/** The calculator's experiments through the page's one flag client; anything but `on` is the plain calculator. */
export function useExperiments(): Experiments {
  return {
    topDealLabels: useTreatment(calculatorExperiments.topDealLabels) === 'on',
    nudging: useTreatment(calculatorExperiments.nudging) === 'on',
    orientationSwap: useTreatment(calculatorExperiments.orientationSwap) === 'on',
    framedAcrylicTeaser: useTreatment(calculatorExperiments.framedAcrylicTeaser) === 'on',
    materialTiles: useTreatment(calculatorExperiments.materialTiles) === 'on',
  };
}

/** The framed acrylic teaser, with its own live price, shows under photo frames in its experiment. */
export const showsFramedTeaser = (experiments: Experiments, product: string): boolean =>
  experiments.framedAcrylicTeaser && product === 'photoframe';
