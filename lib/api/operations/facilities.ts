// Operations on facilities: finding one to book at, running and configuring it.
import { z } from "zod";
import { runFacilities } from "../../facilities/mine";
import { getFacilitiesInput, runFacilities as runFacilitiesOutput } from "../../facilities/mine-schema";
import { searchFacilities } from "../../facilities/search";
import { bookableFacility, searchFacilitiesInput } from "../../facilities/search-schema";
import { getFacilitySettings, getSettingsHistory, updateFacilitySettings } from "../../facilities/settings";
import { createFacilityFromSettings } from "../../facilities/settings-create";
import {
  createFacilityInput,
  facilityIdInput,
  facilitySettings,
  historyInput,
  settingsHistory,
  updateSettingsInput,
} from "../../facilities/settings-schema";
import { ADMIN_ONLY, EVERYONE, FACILITY_STAFF, IN_SCOPE, STAFF, asCaller, defineOperation } from "./define";
import { getBookingForm } from "../../fields/booking-form";
import { bookingForm, bookingFormInput } from "../../fields/booking-form-schema";

export const facilityOperations = {
  search_facilities: defineOperation({
    summary: "Facilities the caller may book at",
    callers: EVERYONE,
    input: searchFacilitiesInput,
    output: z.array(bookableFacility),
    refusals: [],
    run: asCaller(searchFacilities),
  }),
  get_facilities: defineOperation({
    summary: "Facilities the caller runs, with docks",
    callers: EVERYONE,
    input: getFacilitiesInput,
    output: runFacilitiesOutput,
    refusals: [403],
    run: (_input, { db, caller }) => runFacilities(db, caller),
  }),
  get_facility_booking_form: defineOperation({
    ...IN_SCOPE,
    summary: "The custom fields a booking asks",
    input: bookingFormInput,
    output: bookingForm,
    run: (input, { db, caller }) => getBookingForm(db, caller, input.facility_id),
  }),
  get_facility_settings: defineOperation({
    ...FACILITY_STAFF,
    summary: "A facility's settings",
    input: facilityIdInput,
    output: facilitySettings,
    run: (input, { db, caller }) => getFacilitySettings(db, caller, input.facility_id),
  }),
  update_facility_settings: defineOperation({
    summary: "Change a facility's settings",
    audit: "facility",
    callers: STAFF,
    input: updateSettingsInput,
    output: facilitySettings,
    refusals: [403, 404, 409],
    run: asCaller(updateFacilitySettings),
  }),
  get_facility_settings_history: defineOperation({
    ...FACILITY_STAFF,
    summary: "A facility's settings changes",
    input: historyInput,
    output: settingsHistory,
    run: asCaller(getSettingsHistory),
  }),
  create_facility: defineOperation({
    ...ADMIN_ONLY,
    summary: "Create a facility",
    audit: "facility",
    input: createFacilityInput,
    output: facilitySettings,
    run: asCaller(createFacilityFromSettings),
  }),
};
