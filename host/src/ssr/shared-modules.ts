import * as apiClient from '@shop/api-client';
import * as bus from '@shop/bus';
import * as federationReact from '@shop/federation/react';
import * as flags from '@shop/flags';
import * as flagsReact from '@shop/flags/react';
import * as i18n from '@shop/i18n';

/**
 * The shop's own page-wide singletons as the shell's server render holds them, handed to the
 * remotes' server builds like Module Federation hands them over in the browser: one bus, one
 * flag client, one slot context for the whole page. Packages from npm come from node_modules.
 */
export const sharedModules: Readonly<Record<string, unknown>> = {
  '@shop/api-client': apiClient,
  '@shop/bus': bus,
  '@shop/federation/react': federationReact,
  '@shop/flags': flags,
  '@shop/flags/react': flagsReact,
  '@shop/i18n': i18n,
};
