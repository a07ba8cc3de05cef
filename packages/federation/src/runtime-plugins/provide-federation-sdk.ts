// Runs in the host's Module Federation runtime: hands the SDK and error codes to remotes, which
// build them as externals, so they ship once per page like the runtime core itself.
import * as sdk from '@module-federation/sdk';
import * as errorCodes from '@module-federation/error-codes';

type SdkGlobals = { _FEDERATION_SDK?: unknown; _FEDERATION_ERROR_CODES?: unknown };

export default function provideFederationSdk() {
  const globals = globalThis as SdkGlobals;
  globals._FEDERATION_SDK ??= sdk;
  globals._FEDERATION_ERROR_CODES ??= errorCodes;
  return { name: 'provide-federation-sdk' };
}
