export { Dialog, type DialogProps } from './dialog';
export { useBodyScrollLock } from './use-body-scroll-lock';
export { focusableWithin } from './focusable';
