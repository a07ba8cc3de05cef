export { AccountDialogs } from './ui/account-dialogs';
export {
  $accountDialog,
  AccountDialogsGate,
  accountDialogTypes,
  type AccountDialogType,
} from './model/dialogs-model';
