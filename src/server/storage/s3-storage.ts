// Media in S3-compatible object storage (AWS S3, MinIO, R2, s3rver in tests), selected by S3_BUCKET.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type Storage, StorageUnavailableError } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** A custom endpoint (MinIO, s3rver…); path-style addressing is then used. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Key prefix inside the bucket (tests isolate runs with it). */
  prefix?: string;
  /**
   * Connect and no-progress time-out of every call, and the whole time a read (get, exists, delete, a list
   * page) may take, retries included. A write may take longer while its bytes keep moving (a large upload
   * on a slow link), but never longer than this without progress. Default 3000 ms (S3_TIMEOUT_MS).
   */
  timeoutMs?: number;
}

const isNotFound = (err: unknown): boolean => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * No answer (refused, reset, timed out, aborted) or a server-side failure: the storage is unavailable, the
 * same whether it is down or hung. A refusal S3 did send (403, 400) is a different error and kept as it is.
 */
const unavailable = (err: unknown): unknown => {
  const status = (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  return status === undefined || status >= 500 ? new StorageUnavailableError(err) : err;
};

export function createS3Storage(opts: S3StorageOptions): Storage & { client: S3Client } {
  const timeoutMs = opts.timeoutMs ?? 3000;
  const client = new S3Client({
    region: opts.region,
    // Without these a hung endpoint (accepts the connection, never answers) holds a request for minutes.
    requestHandler: { connectionTimeout: timeoutMs, socketTimeout: timeoutMs },
    // One retry: a dropped connection is retried, a hung endpoint costs at most two time-outs on a write.
    maxAttempts: 2,
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

  /** A read's whole deadline, retries and body included. */
  const deadline = () => ({ abortSignal: AbortSignal.timeout(timeoutMs) });

  return {
    kind: 's3',
    client,
    async put(key, body, contentType) {
      const Key = objectKey(key);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentType: contentType }));
      } catch (err) {
        throw unavailable(err);
      }
    },
    async get(key) {
      const Key = objectKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key }), deadline());
        if (!out.Body) return undefined;
        return Buffer.from(await out.Body.transformToByteArray());
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw unavailable(err);
      }
    },
    async delete(key) {
      const Key = objectKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key }), deadline());
      } catch (err) {
        throw unavailable(err);
      }
    },
    async exists(key) {
      const Key = objectKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key }), deadline());
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw unavailable(err);
      }
    },
    async list(prefix = '') {
      const out: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client
          .send(
            new ListObjectsV2Command({ Bucket, Prefix: `${base}${prefix}`, ContinuationToken }),
            deadline(),
          )
          .catch((err: unknown) => {
            throw unavailable(err);
          });
        for (const o of page.Contents ?? []) if (o.Key) out.push(o.Key.slice(base.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return out.sort();
    },
  };
}
