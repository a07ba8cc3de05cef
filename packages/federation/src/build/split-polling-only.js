// Stands in for the Split SDK's push manager in browser builds: the flag service has no push
// channel (the SDK runs with `streamingEnabled: false`), and without it the SDK builds its sync
// manager for polling only.
export const pushManagerFactory = undefined;
