import { useCallback, useEffect, useState, type RefObject } from 'react';

export type Overflow = { before: boolean; after: boolean };

/** Whether a horizontally scrolling row has hidden tiles before or after what shows. */
export function useOverflow(row: RefObject<HTMLElement | null>): [Overflow, () => void] {
  const [overflow, setOverflow] = useState<Overflow>({ before: false, after: false });
  const measure = useCallback(() => {
    const element = row.current;
    if (!element) return;
    const before = element.scrollLeft > 1;
    const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setOverflow((current) =>
      current.before === before && current.after === after ? current : { before, after },
    );
  }, [row]);
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [row, measure]);
  return [overflow, measure];
}
