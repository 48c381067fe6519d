import { describe, expect, it } from 'vitest';
import { identsFor, isReservedWord, words } from '../../src/names.js';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const FILE_STEM = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('words', () => {
  it('splits on separators and on case boundaries, keeping acronyms whole', () => {
    expect(words('search_documents')).toEqual(['search', 'documents']);
    expect(words('docs.search-v2')).toEqual(['docs', 'search', 'v2']);
    expect(words('getHTTPStatus_v2')).toEqual(['get', 'HTTP', 'Status', 'v2']);
    expect(words('XMLHttpRequest')).toEqual(['XML', 'Http', 'Request']);
    expect(words('get--user..')).toEqual(['get', 'user']);
    expect(words('___')).toEqual([]);
  });
});

describe('identsFor', () => {
  it.each([
    ['search_documents', 'searchDocuments', 'SearchDocuments', 'search-documents'],
    ['search-documents', 'searchDocuments', 'SearchDocuments', 'search-documents'],
    ['files.read', 'filesRead', 'FilesRead', 'files-read'],
    ['docs.search_v2', 'docsSearchV2', 'DocsSearchV2', 'docs-search-v2'],
    ['getUser', 'getUser', 'GetUser', 'get-user'],
    ['GetUser', 'getUser', 'GetUser', 'get-user'],
    ['a', 'a', 'A', 'a'],
  ])('%s → %s / %s / %s', (name, camel, pascal, file) => {
    expect(identsFor(name)).toEqual({ camel, pascal, file });
  });

  it('keeps acronyms in identifiers and lowercases them in file names', () => {
    expect(identsFor('getHTTPStatus_v2')).toEqual({ camel: 'getHTTPStatusV2', pascal: 'GetHTTPStatusV2', file: 'get-http-status-v2' });
    expect(identsFor('parseJSON')).toEqual({ camel: 'parseJSON', pascal: 'ParseJSON', file: 'parse-json' });
    const leading = identsFor('XMLHttpRequest');
    expect(leading.pascal).toBe('XMLHttpRequest');
    expect(leading.file).toBe('xml-http-request');
    expect(leading.camel).toMatch(/^[a-z]/);
  });

  it.each([
    'delete',
    'Delete',
    'class',
    'constructor',
    'new',
    'import',
    'await',
    'yield',
    'enum',
    'let',
    'static',
    'arguments',
    'eval',
    'undefined',
    'prototype',
  ])('never yields the reserved word %s as a value identifier', (name) => {
    const ids = identsFor(name);
    expect(isReservedWord(ids.camel)).toBe(false);
    expect(ids.camel).toBe(`${name.charAt(0).toLowerCase()}${name.slice(1)}Tool`);
    // Type names and files keep the plain word: they are only ever used with a suffix or as a path.
    expect(ids.pascal).toBe(`${name.charAt(0).toUpperCase()}${name.slice(1)}`);
    expect(ids.file).toBe(name.toLowerCase());
  });

  it('prefixes names that start with a digit so they are identifiers', () => {
    expect(identsFor('3d_render')).toEqual({ camel: 'tool3dRender', pascal: 'Tool3dRender', file: '3d-render' });
    expect(identsFor('2fa')).toEqual({ camel: 'tool2fa', pascal: 'Tool2fa', file: '2fa' });
  });

  it('turns __proto__ into an ordinary identifier, never __proto__ itself', () => {
    expect(identsFor('__proto__')).toEqual({ camel: 'proto', pascal: 'Proto', file: 'proto' });
  });

  it('falls back to "tool" for a name made only of separators', () => {
    expect(identsFor('___')).toEqual({ camel: 'tool', pascal: 'Tool', file: 'tool' });
  });

  it('yields valid, non-reserved identifiers and kebab-case file stems for any valid tool name', () => {
    const names = [
      'search_documents',
      'getHTTPStatus_v2',
      'HTTPGet',
      'ABC',
      '__proto__',
      'constructor',
      'toString',
      '9lives',
      '0',
      '-',
      '.',
      'a.b.c',
      'x.y-z_w',
      'A'.repeat(64),
      'v1.2.3',
      'has__double__under',
    ];
    for (const name of names) {
      const { camel, pascal, file } = identsFor(name);
      expect(camel, name).toMatch(IDENTIFIER);
      expect(camel.charAt(0), name).toBe(camel.charAt(0).toLowerCase());
      expect(isReservedWord(camel), name).toBe(false);
      expect(pascal, name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      expect(file, name).toMatch(FILE_STEM);
    }
  });

  it('maps names that differ only in punctuation or case to the same identifiers (what MCPG203 detects)', () => {
    const variants = ['get_user', 'getUser', 'GetUser', 'get.user', 'get-user', 'get--user'].map(identsFor);
    for (const ids of variants) expect(ids).toEqual(variants[0]);
    // The reserved-word suffix can also make two names meet.
    expect(identsFor('delete').camel).toBe(identsFor('delete_tool').camel);
  });

  it('keeps names that differ in letters apart', () => {
    const a = identsFor('search_documents');
    const b = identsFor('search_document');
    expect(a.camel).not.toBe(b.camel);
    expect(a.pascal).not.toBe(b.pascal);
    expect(a.file).not.toBe(b.file);
  });
});
