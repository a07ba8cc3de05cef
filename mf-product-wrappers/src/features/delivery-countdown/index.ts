export { DeliveryCountdown } from './ui/delivery-countdown';
export { countdownAnswered } from './model/model';
