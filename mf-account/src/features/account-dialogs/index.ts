export { AccountDialogs } from './ui/account-dialogs';
