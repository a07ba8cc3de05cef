export {
  createTranslator,
  interpolate,
  messageChain,
  setI18nLogger,
  type Translate,
  type MessageParams,
  type I18nLogger,
  type I18nLogEvent,
  type TranslatorOptions,
} from './translator';
export {
  languageMessages,
  localeMessages,
  loadMessages,
  messageGroups,
  type MessageGroup,
  loadAllMessages,
  messagesChunkName,
  type MessageOverrides,
} from './catalogues';
export { type MessageKey, type Messages } from './messages/en';
export {
  formatPrice,
  formatNumber,
  formatLength,
  type PriceOptions,
  type LengthOptions,
} from './format';
export { formatRemaining, deliveryCountdownText } from './delivery';
