// A local S3-compatible server (s3rver) for storage tests: its own port and directory per test file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_* variables that select this server in loadConfig(). */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'campus-media'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as { address: string; port: number };
  const endpoint = `http://127.0.0.1:${address.port}`;
  // s3rver accepts requests signed with its fixed development credentials.
  const creds = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };
  return {
    endpoint,
    bucket,
    ...creds,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: creds.region,
      S3_ACCESS_KEY_ID: creds.accessKeyId,
      S3_SECRET_ACCESS_KEY: creds.secretAccessKey,
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
