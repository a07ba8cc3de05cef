import { useEffect, useMemo, useState } from 'react';
import { useUnit } from 'effector-react';
import { $dialog } from '@shop/bus';
import { dialogOwners, type ShopDocumentData } from '@shop/contracts';
import { RemoteSlot } from '@shop/federation/react';

type Owner = { remote: string; module: string };

/**
 * Loads a dialog's owning remote the first time one of its dialogs is requested and keeps it
 * mounted; the remote itself decides from the bus which of its dialogs shows.
 */
export function DialogOutlet({ data }: { data: ShopDocumentData }) {
  const dialog = useUnit($dialog);
  const [owners, setOwners] = useState<Owner[]>([]);
  const parcelProps = useMemo(
    () => ({ ...data.storefront, integrations: data.integrations }),
    [data],
  );

  useEffect(() => {
    if (!dialog) return;
    const owner = dialogOwners[dialog.dialogType];
    setOwners((current) =>
      current.some((known) => known.remote === owner.remote && known.module === owner.module)
        ? current
        : [...current, owner],
    );
  }, [dialog]);

  return (
    <>
      {owners.map((owner) => (
        <RemoteSlot
          key={`${owner.remote}${owner.module}`}
          remote={owner.remote}
          module={owner.module}
          parcelProps={parcelProps}
          timeoutMs={data.remoteTimeoutMs}
          fallback={null}
        />
      ))}
    </>
  );
}
