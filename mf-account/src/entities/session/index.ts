export { sessionStarted, fetchCustomerFx } from './model/session-model';
