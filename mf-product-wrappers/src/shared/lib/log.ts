export type ProductsLogEntry = {
  level: 'info' | 'warn' | 'error';
  /** The event's name, e.g. `overview-container-load-failed`. */
  event: string;
  [field: string]: unknown;
};

/** One JSON line per event, the format the page's log collector reads. */
export function logProducts({ level, ...line }: ProductsLogEntry): void {
  console[level](JSON.stringify({ source: 'mf_product_wrappers', ...line }));
}

/** The fields of a failed call worth logging: status and message, never the response body. */
export function failureFields(error: unknown): { status: number | null; message: string } {
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? Number((error as { status: unknown }).status)
      : null;
  return {
    status: Number.isFinite(status) ? status : null,
    message: error instanceof Error ? error.message : String(error),
  };
}

/** A detail block's failed call: which call and what it threw. */
export type DetailFailure = { call: string; error: unknown };

/** Logs a detail block's failed call as `product-detail-load-failed`, naming the product and call. */
export function logDetailFailure(product: string, { call, error }: DetailFailure): void {
  logProducts({
    level: 'error',
    event: 'product-detail-load-failed',
    product,
    call,
    ...failureFields(error),
  });
}
