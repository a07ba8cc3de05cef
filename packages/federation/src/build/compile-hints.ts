import { BannerPlugin, Compilation } from '@rspack/core';

/** V8's explicit compile hint: compile every function of the file eagerly. */
export const compileHintComment = '//# allFunctionsCalledOnLoad';

/**
 * Marks every script of the build for eager compilation. The page runs nearly all of a script's
 * functions as soon as it loads it (hydration, a parcel's mount), and V8 then compiles them while
 * the file streams in, off the main thread, instead of one by one on first call, inside the
 * page's long tasks. Added after minification, which would strip it as a comment.
 */
export const compileHints = () =>
  new BannerPlugin({
    banner: compileHintComment,
    raw: true,
    test: /\.js$/,
    stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
