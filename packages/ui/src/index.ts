export { Dialog, type DialogProps } from './dialog';
export { useBodyScrollLock } from './use-body-scroll-lock';
export { focusableWithin } from './focusable';
export { Image, type ImageProps, type ImageStatus } from './image';
export { safeColor, textColorOn, contrastRatio, readableLabel } from './colors';
