import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { errorMessage } from '@shared/api/error-messages';
import { AppError } from '@server/lib/errors';

/**
 * The file a path names, if it is an existing regular `.csv` or `.zip` inside `folder` once
 * symlinks and `..` are resolved: the admin page reads nothing else on the server. Any other path
 * is the same 400, so the answer tells nothing about what exists outside the folder.
 */
export async function registryFileInFolder(
  folder: string,
  given: string,
): Promise<{ localPath: string; fileName: string }> {
  const refused = new AppError(
    'invalid_input',
    errorMessage('registryFile.notInFolder', { folder }),
    'path',
  );
  let real: string;
  let root: string;
  try {
    root = await realpath(folder);
    real = await realpath(path.resolve(root, given));
  } catch {
    throw refused;
  }
  const inside = path.relative(root, real);
  if (!inside || inside.startsWith('..') || path.isAbsolute(inside)) throw refused;
  if (!/\.(csv|zip)$/i.test(real)) throw refused;
  const file = await stat(real).catch(() => null);
  if (!file?.isFile()) throw refused;
  return { localPath: real, fileName: path.basename(real) };
}

/** The name a downloaded file goes by: the last segment of its URL's path. */
export function urlFileName(url: string): string {
  const last = new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '';
  let name: string;
  try {
    name = decodeURIComponent(last);
  } catch {
    name = last;
  }
  // Only the name's own characters: it becomes part of a file name on the server.
  return name.replace(/[^\w.-]/g, '_').slice(0, 200) || 'registry-file';
}
