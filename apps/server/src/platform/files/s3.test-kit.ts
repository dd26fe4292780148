import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseFileStorageUrl, type S3Settings } from './s3-settings';

type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverClass = new (options: {
  port: number;
  address: string;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

/**
 * A real S3-compatible server for a test file: s3rver (the maintained @20minutes fork, which
 * checks Signature V4 against its account S3RVER / S3RVER) on a free port over a temp folder,
 * with one bucket.
 */
export async function startS3Server(bucket = 'quire-files') {
  const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const url = (prefix = 'uploads', access = 'S3RVER', secret = 'S3RVER', extra = '') =>
    `s3://${encodeURIComponent(access)}:${encodeURIComponent(secret)}@${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1${extra}`;
  return {
    endpoint,
    bucket,
    directory,
    /** FILE_STORAGE_URL for this server, with a prefix, credentials in the URL and more parameters. */
    url,
    settings: (...args: Parameters<typeof url>): S3Settings => parseFileStorageUrl(url(...args)),
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
