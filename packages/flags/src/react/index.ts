export { useTreatment, useFlagsStatus } from './use-treatment';
export { FlagSwitch, type FlagSwitchProps } from './flag-switch';
