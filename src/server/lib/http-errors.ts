// Errors that handlers throw to answer `{ ok:false, message }` with a status.
export class HttpError extends Error {
  readonly statusCode: number;
  readonly extra?: Record<string, unknown>;
  constructor(statusCode: number, message: string, extra?: Record<string, unknown>) {
    super(message);
    this.statusCode = statusCode;
    this.extra = extra;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
