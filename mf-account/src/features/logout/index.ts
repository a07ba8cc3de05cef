export { LogoutButton } from './ui/logout-button';
export { logoutClicked, logoutFx, $loggedOut, $logoutError } from './model/logout-model';
