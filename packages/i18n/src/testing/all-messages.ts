import { loadAllMessages } from '../catalogues';

// Tests translate any locale synchronously: every catalogue is there before the first test.
await loadAllMessages();
