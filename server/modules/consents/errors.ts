/** An expected failure of a consent call, with the status the HTTP layer answers it with. */
export class ConsentError extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 404,
  ) {
    super(message);
    this.name = "ConsentError";
  }
}
