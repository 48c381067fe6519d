import type { WatchedResourceResourceHandler } from '../generated/resources.gen.js';

/** watched-resource (test://watched-resource): clients may subscribe to it. */
export const watchedResource: WatchedResourceResourceHandler = async () => 'Watched resource content';
