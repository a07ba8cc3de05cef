export { CardDetail } from './ui/card-detail';
