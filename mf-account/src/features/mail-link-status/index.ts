export {
  pageQueryRead,
  readLinkOutcome,
  forgetLinkOutcomeFx,
  linkStatusParams,
  type LinkOutcome,
} from './model/mail-link-status-model';
