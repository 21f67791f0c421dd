/**
 * A PagedList's words from the namespace of its screen: the failure, "Show older" and its busy label are
 * the keys `notLoaded`, `older` and `loading` there; the caller gives the list's own nouns.
 */
export function pagedWords(
  t: (key: string) => string,
  own: { list: string; loadingList: string; empty: string },
) {
  return { ...own, failed: t("notLoaded"), older: t("older"), loading: t("loading") };
}
