export { DeliveryCountdown } from './ui/delivery-countdown';
