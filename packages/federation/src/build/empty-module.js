// Stands in for style sheets in server builds: the browser build carries the styles.
export {};
