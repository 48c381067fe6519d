// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import { notImplemented, type AddLabelHandler } from '../generated/tools.gen.js';

/** add_label (Create a label): Creates a repository label with a color. */
export const addLabel: AddLabelHandler = async (input, ctx) => {
  ctx.log.debug('called', { input });
  return notImplemented("add_label", "src/tools/add-label.ts");
};
