export { WhitelabelBar } from './ui/whitelabel-bar';
