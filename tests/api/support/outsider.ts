// The caller most scoping tests try first: staff who run a facility of their
// own, just not the one under test.
import { makeFacility, staffToken } from "../helpers";

/** A staff token for a fresh facility of its own. */
export const outsiderToken = async () => staffToken([(await makeFacility()).id]);
