/** "12 s ago", "5 min ago", "3 h ago", else the date: how recent a change is, at a glance. */
export function timeAgo(iso: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  return formatDate(iso);
}

/** A timestamp in UTC, to the second, so people in different places read the same time. */
export function formatDate(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

export function formatRate(failures: number, pageLoads: number): string {
  return pageLoads === 0 ? '–' : `${((failures / pageLoads) * 100).toFixed(1)} %`;
}
