/** The part of webContents whose page may hold its closing back. */
export interface UnloadingContents {
  on(event: 'will-prevent-unload', listener: (event: { preventDefault(): void }) => void): unknown;
}

/** What the trader is asked, and whether they chose to close anyway. */
export type AskToClose = () => boolean;

/** The dialog's words (electron/main/main.ts shows them with `dialog.showMessageBoxSync`). */
export const CLOSE_QUESTION = {
  message: 'Conditional orders are armed',
  detail:
    'Stop-loss, take-profit and trailing stops act only while Marketdesk runs: once it quits, none of them fires.',
  buttons: ['Quit anyway', 'Keep running'],
} as const;

/**
 * The terminal holds the window's closing back (its `beforeunload`) while conditional orders
 * are armed. Electron shows no prompt of its own for that and would keep the window open
 * silently; the shell asks instead, and lets the page go when the trader chooses to.
 */
export function guardUnload(contents: UnloadingContents, askToClose: AskToClose): void {
  contents.on('will-prevent-unload', (event) => {
    if (askToClose()) event.preventDefault();
  });
}
