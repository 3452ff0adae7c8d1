// Media in S3-compatible object storage (AWS S3, MinIO, R2, s3rver in tests), selected by S3_BUCKET.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type Storage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** A custom endpoint (MinIO, s3rver…); path-style addressing is then used. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Key prefix inside the bucket (tests isolate runs with it). */
  prefix?: string;
}

const isNotFound = (err: unknown): boolean => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

export function createS3Storage(opts: S3StorageOptions): Storage & { client: S3Client } {
  const client = new S3Client({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint, forcePathStyle: true } : {}),
    ...(opts.accessKeyId && opts.secretAccessKey
      ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
      : {}),
    // S3-compatible servers do not all understand the newer default checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;
  const base = opts.prefix ? `${opts.prefix.replace(/\/+$/, '')}/` : '';
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${base}${key}`;
  };

  return {
    kind: 's3',
    client,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: objectKey(key), Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!out.Body) return undefined;
        return Buffer.from(await out.Body.transformToByteArray());
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },
    async list(prefix = '') {
      const out: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${base}${prefix}`, ContinuationToken }),
        );
        for (const o of page.Contents ?? []) if (o.Key) out.push(o.Key.slice(base.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return out.sort();
    },
  };
}
