import type sharpModule from 'sharp';

export type ImageLibrary = typeof sharpModule;

let loading: Promise<ImageLibrary> | undefined;

/**
 * sharp (libvips), loaded the first time a picture is read or drawn. A server that never touches a picture
 * after start never maps libvips: about 20 MB less resident at idle (decision 0038).
 *
 * libvips' cache of recent images and operations (50 MB by default) is turned off: every picture here is
 * decoded once, so it saves nothing, and glibc never returns those pages (after drawing 30 pictures the process
 * held about 100 MB more with it than without).
 */
export function imageLibrary(): Promise<ImageLibrary> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
