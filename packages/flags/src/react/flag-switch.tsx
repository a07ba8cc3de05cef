import type { ReactNode } from 'react';
import { useTreatment } from './use-treatment';

export type FlagSwitchProps = {
  flag: string;
  /** Rendered when the treatment is `on`. */
  on: ReactNode;
  /** Rendered for every other treatment: off, control (not ready, flags down) and unknown ones. */
  off?: ReactNode;
  attributes?: SplitIO.Attributes;
};

/** Switches content between a flag's on and off variants; anything but `on` renders the default (off) UI. */
export function FlagSwitch({ flag, on, off = null, attributes }: FlagSwitchProps) {
  return <>{useTreatment(flag, attributes) === 'on' ? on : off}</>;
}
