import { useEffect } from 'react';
import { useCms } from '../shared/config/cms-context';
import { logCms } from '../shared/lib/log';

/** A component the renderer does not know: the editors see that it is not configured. */
export function MissingBlock({ component, uid }: { component: string; uid: string }) {
  const { t } = useCms();
  useEffect(() => {
    logCms({ level: 'warn', event: 'block-not-found', component, uid });
  }, [component, uid]);
  return (
    <p className="cms-missing-block" role="note" data-block-missing={component}>
      {t('cms.missingBlock', { component })}
    </p>
  );
}
