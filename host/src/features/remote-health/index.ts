export { startRemoteHealthReporter, sendHealthReport, reportBatchDelayMs } from './reporter';
