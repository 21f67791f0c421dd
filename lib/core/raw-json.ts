// A response body the database has already serialised as JSON. The API
// wrapper sends its text as it is: parsing it only to serialise it again would
// cost more than building it did (docs/performance.md). `T` is what the text
// parses to, so an operation that answers RawJson still declares its output.
export class RawJson<T = unknown> {
  /** Never set: carries `T` for the type checker only. */
  declare readonly parsesTo?: T;

  constructor(readonly text: string) {}

  /** The value, for the few callers that want it as objects (tests, scripts). */
  parse(): T {
    return JSON.parse(this.text) as T;
  }
}
