export { AccountPage } from './ui/account-page';
export { accountPageShown } from './model/account-page-model';
export { accountRouteOf, type AccountRoute } from './model/account-route';
