import { markServerStyles } from '@shop/federation';

// Before any chunk loads, the shell's own included: the sheets the edge inlined are not fetched and applied again.
markServerStyles();
// An async boundary lets Module Federation negotiate shared singletons before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
