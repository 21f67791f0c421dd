// Operations on a facility's reference checks: its list of valid references
// and a test of its validation hook (the setting itself is in its settings).
import { listValidReferences, uploadValidReferences } from "../../references/list";
import {
  listReferencesInput,
  referenceList,
  testReferenceCheckInput,
  testReferenceCheckResult,
  uploadReferencesInput,
  uploadReferencesResult,
} from "../../references/schema";
import { testReferenceCheck } from "../../references/test-hook";
import { FACILITY_STAFF, asCaller, defineOperation } from "./define";

/** 100,000 references with expiry dates are about 6 MB of JSON. */
const UPLOAD_BODY_BYTES = 8 * 1024 * 1024;

export const referenceOperations = {
  upload_valid_references: defineOperation({
    ...FACILITY_STAFF,
    summary: "Add to or replace a facility's list of valid references",
    audit: "reference_list",
    input: uploadReferencesInput,
    output: uploadReferencesResult,
    maxBodyBytes: UPLOAD_BODY_BYTES,
    run: asCaller(uploadValidReferences),
  }),
  list_valid_references: defineOperation({
    ...FACILITY_STAFF,
    summary: "A facility's list of valid references",
    input: listReferencesInput,
    output: referenceList,
    run: asCaller(listValidReferences),
  }),
  test_reference_check: defineOperation({
    ...FACILITY_STAFF,
    summary: "Send a test validation to a facility's reference hook",
    audit: false,
    input: testReferenceCheckInput,
    output: testReferenceCheckResult,
    refusals: [403, 404, 409],
    run: (input, { db, caller }) => testReferenceCheck(db, caller, input.facility_id),
  }),
};
