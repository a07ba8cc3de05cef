import type { AppProps } from 'single-spa';
import type { ReactAppOrParcel } from 'single-spa-react';
import type { AccountIntegrations, StorefrontProps } from '@shop/contracts';
import { loadMessages, type MessageGroup } from '@shop/i18n';
import { storefrontReceived } from '../../shared/config';
import { readEnvironment } from './read-environment';

// The page loads its language without these; the remote's dialogs and page show them.
const accountTexts: MessageGroup[] = ['account', 'forms'];

type Props = StorefrontProps & { integrations: AccountIntegrations };
type Hooks<P> = { mounted?(props: P): void; updated?(props: P): void };

/**
 * Hands the host's props to the models before React renders (mount) and whenever they change
 * (update), with this remote's texts of their language (which the page does not load with its
 * own), so texts are in the right language from the first paint; then runs the parcel's own start.
 */
export function withStorefront<P extends Props>(parcel: ReactAppOrParcel<P>, hooks: Hooks<P> = {}) {
  const receive = (props: P) => {
    const { channel, country, locale, platform, basename, integrations } = props;
    storefrontReceived({
      channel,
      country,
      locale,
      platform,
      basename,
      integrations,
      environment: readEnvironment(),
    });
  };
  return {
    ...parcel,
    mount: async (props: P & AppProps) => {
      await loadMessages(props.locale, accountTexts);
      receive(props);
      hooks.mounted?.(props);
      return parcel.mount(props);
    },
    update: async (props: P & AppProps) => {
      await loadMessages(props.locale, accountTexts);
      receive(props);
      hooks.updated?.(props);
      return parcel.update ? parcel.update(props) : undefined;
    },
  };
}
