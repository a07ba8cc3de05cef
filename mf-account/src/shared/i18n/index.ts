export { useTranslate } from './use-translate';
