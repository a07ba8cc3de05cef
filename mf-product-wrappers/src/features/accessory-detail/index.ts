export { AccessoryDetail } from './ui/accessory-detail';
