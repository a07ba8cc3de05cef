export { useUnit } from 'effector-react';
