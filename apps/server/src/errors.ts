import type { ErrorBody } from '@hearth/contracts';

/** The one error type (DESIGN §4). Anything else that reaches the error handler is a 500. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly issues?: ErrorBody['issues'],
    /** What the message was built around, for a code a client words itself (recipeImportCodedMessages). */
    readonly params?: ErrorBody['params'],
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, issues?: ErrorBody['issues']) {
    return new AppError('VALIDATION', 400, message, issues);
  }
  static unauthorized(message: string) {
    return new AppError('UNAUTHORIZED', 401, message);
  }
  static forbidden(message: string, code = 'FORBIDDEN') {
    return new AppError(code, 403, message);
  }
  static notFound(message: string) {
    return new AppError('NOT_FOUND', 404, message);
  }
  static conflict(message: string, issues?: ErrorBody['issues']) {
    return new AppError('CONFLICT', 409, message, issues);
  }
}
