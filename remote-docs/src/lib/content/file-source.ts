import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ContentLoadError, type ContentSource } from './client';

/**
 * The content artefact read from its folder on disk (content-dist/), for the build-time render:
 * the same files the browser fetches, linked at the URL they are published at (`baseUrl`, the
 * remote's `/content/`, or a function of it when that URL is only known later).
 */
export function fileContentSource(dir: string, baseUrl: string | (() => string)): ContentSource {
  const base = typeof baseUrl === 'string' ? () => baseUrl : baseUrl;
  return {
    urlOf: (file) => new URL(file, base()).href,
    async readText(file) {
      const full = path.join(dir, ...file.split('/'));
      try {
        return await readFile(full, 'utf8');
      } catch (error) {
        // A missing file is the same failure as a 404 in the browser: the artefact is incomplete.
        throw new ContentLoadError(full, (error as NodeJS.ErrnoException).code === 'ENOENT' ? 404 : undefined);
      }
    },
  };
}
