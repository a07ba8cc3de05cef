export type CmsLogEntry = {
  level: 'info' | 'warn' | 'error';
  /** One of the shop's event names: `richtext render error`, `CMS page not found`, ... */
  event: string;
  [field: string]: unknown;
};

/** One JSON line per event, the format the page's log collector reads. */
export function logCms({ level, ...line }: CmsLogEntry): void {
  console[level](JSON.stringify({ source: 'mf_cms_page', ...line }));
}
