import { useEffect } from 'react';
import type { AccountSessionProps } from '@shop/contracts';
import { createReactParcel } from '@shop/federation/react';
import { sessionStarted } from '../entities/session';

function AccountSession(_props: AccountSessionProps) {
  useEffect(() => {
    sessionStarted();
  }, []);
  return null;
}

export default createReactParcel<AccountSessionProps>(AccountSession, () => null);
