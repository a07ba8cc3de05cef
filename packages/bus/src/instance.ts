/** Counts how many copies of the bus module a page evaluated; the shell and tests expect exactly one. */
type BusRegistry = { __shopBusInstances?: number };
const registry = globalThis as BusRegistry;
registry.__shopBusInstances = (registry.__shopBusInstances ?? 0) + 1;
export const busInstanceId = registry.__shopBusInstances;
