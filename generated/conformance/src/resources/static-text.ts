import type { StaticTextResourceHandler } from '../generated/resources.gen.js';

/** static-text (test://static-text): A static text resource. */
export const staticText: StaticTextResourceHandler = async () => 'This is the content of the static text resource.';
