export { createFlagTreatments, type FlagShopper, type FlagTreatments } from './treatments';
