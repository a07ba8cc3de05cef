export { AccountPage } from './ui/account-page';
