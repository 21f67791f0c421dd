/**
 * The props of the buttons that open one of a screen's panels (reschedule, cancel, repeat): a press opens
 * that panel in place of any other, or closes it when it is open already.
 */
export function panelToggle<T extends string>(open: T | null, setOpen: (panel: T | null) => void) {
  return (panel: T) => ({
    "aria-expanded": open === panel,
    onClick: () => setOpen(open === panel ? null : panel),
  });
}
