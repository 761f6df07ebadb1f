/** What conditional orders cannot do, said where they are armed and listed. */
export function LimitsNote() {
  return (
    <p className="alerts-limits" role="note">
      They act only while Marketdesk runs; a gap fills at the book, not at the trigger; a locked
      vault signs nothing: the order stays armed and you are told.
    </p>
  );
}
