import { apiMessages } from '@chapter/contract/messages';

/**
 * A refusal the client should see, in one of the DRF shapes the web app understands:
 * `{"detail": "..."}` or `{"<field>": ["..."]}` / `{"non_field_errors": ["..."]}`.
 * Services throw these; the error handler sends them as they are.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { detail: string; code?: string } | Record<string, string[]>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
    this.name = 'ApiError';
  }

  static detail(statusCode: number, detail: string, headers?: Record<string, string>): ApiError {
    return new ApiError(statusCode, { detail }, headers);
  }

  static field(field: string, message: string): ApiError {
    return new ApiError(400, { [field]: [message] });
  }

  static nonField(message: string): ApiError {
    return new ApiError(400, { non_field_errors: [message] });
  }

  static notFound(message: string = apiMessages.notFound): ApiError {
    return ApiError.detail(404, message);
  }
}
