export { useTreatment, useFlagsStatus } from './use-treatment';
export { FlagSwitch, type FlagSwitchProps } from './flag-switch';
export {
  RenderedTreatmentsContext,
  getPageTreatments,
  setPageTreatments,
  type RenderedTreatments,
} from './rendered-treatments';
