import { createHash } from 'node:crypto';

/** The hex SHA-256 of a text (UTF-8) or of bytes: templates' identities, contract entries, imported documents, bundles. */
export const sha256Hex = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');
