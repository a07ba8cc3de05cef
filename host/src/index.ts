// An async boundary lets Module Federation negotiate shared singletons before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
