import type { StorefrontProps } from '../remote-props';

/** Props of `mf_cms_page/Page`, version 1. Add fields as the remote grows; never change one in place. */
export type PageProps = StorefrontProps;
