/**
 * What the control APIs under /__fake of every fake service read and answer alike. Nothing of LINE
 * here, so fake-slipok uses it too (`@chapter/fake-line/control-replies`).
 */

/** A control call's JSON body as an object; {} when it sent none or not an object. */
export function fields(request: { body: unknown }): Record<string, unknown> {
  return typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
}

export function badRequest(message: string): { status: number; json: { error: string } } {
  return { status: 400, json: { error: message } };
}

/** Store methods throw on bad input; the control API reports that as a 400. */
export function attempt<R>(run: () => R): R | ReturnType<typeof badRequest> {
  try {
    return run();
  } catch (error) {
    return badRequest(error instanceof Error ? error.message : String(error));
  }
}
