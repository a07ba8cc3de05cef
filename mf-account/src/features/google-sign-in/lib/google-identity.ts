/** Google Identity Services, loaded from Google at run time (only the parts this remote calls). */
export const googleScriptUrl = 'https://accounts.google.com/gsi/client';

export type GoogleCredentialResponse = { credential: string; select_by?: string };

export type GoogleIdConfiguration = {
  client_id: string;
  callback(response: GoogleCredentialResponse): void;
  ux_mode?: 'popup' | 'redirect';
  auto_select?: boolean;
  cancel_on_tap_outside?: boolean;
};

export type GoogleButtonConfiguration = {
  type: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill';
  locale?: string;
  width?: number;
  click_listener?(): void;
};

export type GoogleIdApi = {
  initialize(configuration: GoogleIdConfiguration): void;
  renderButton(parent: HTMLElement, options: GoogleButtonConfiguration): void;
};

/** `google.accounts.id` once the script ran, else undefined. */
export function googleIdApi(): GoogleIdApi | undefined {
  return (globalThis as { google?: { accounts?: { id?: GoogleIdApi } } }).google?.accounts?.id;
}
