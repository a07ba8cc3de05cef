export { Burger } from './ui/burger';
