// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { FailHandler } from '../generated/tools.gen.js';
import {
  Conflict,
  InternalError,
  InvalidParamsError,
  InvalidRequestError,
  NotFoundError,
  PermissionDeniedError,
  RateLimited,
  TagNotFound,
  Unavailable,
} from '../generated/errors.gen.js';

/** fail (Fail on purpose): throws the selected error; `message` overrides the default message where one applies. */
export const fail: FailHandler = async (input, ctx) => {
  ctx.log.debug('called', { input });
  const message = input.message;
  switch (input.error) {
    case 'RateLimited':
      throw new RateLimited({ retryAfterSeconds: 30, bucket: 'fail' }, { message });
    case 'TagNotFound':
      throw new TagNotFound({ name: 'ghost' }, { message });
    case 'Conflict':
      throw new Conflict({ message });
    case 'Unavailable':
      throw new Unavailable({ message });
    case 'InvalidParamsError':
      throw new InvalidParamsError(message ?? 'the combination of arguments is invalid');
    case 'InvalidRequestError':
      throw new InvalidRequestError(message ?? 'this request cannot be served');
    case 'NotFoundError':
      throw new NotFoundError(message ?? 'nothing here', { data: { id: 'n-1' } });
    case 'PermissionDeniedError':
      throw new PermissionDeniedError(message ?? 'viewers may not do this', { data: { role: 'viewer' } });
    case 'InternalError':
      throw new InternalError(message ?? 'the backend answered garbage', { retryable: true });
    case 'unexpected':
      throw new Error('secret details');
  }
};
