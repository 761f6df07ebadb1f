/**
 * The `data-testid` of the alerts' and conditional orders' elements, beside test-ids.ts and
 * used the same way: by the components and by test/e2e, so a renamed id fails the typecheck.
 */
export const alertTestIds = {
  /** The market header's bell: a new alert on the market shown. */
  bell: 'alert-bell',
  form: 'alert-form',
  /** The form's fields: `alert-field-<field>` (alert-form.ts's AlertForm keys). */
  field: 'alert-field',
  submit: 'alert-submit',
  /** The portfolio's Alerts tab, its alerts (`data-alert-id`, `data-state`) and their delete. */
  panel: 'alerts-panel',
  newAlert: 'alerts-new',
  row: 'alert-row',
  deleteAlert: 'alert-delete',
  /** What the browser says of notifications (`data-access`: granted, denied, default…). */
  notificationAccess: 'alerts-notification-access',
  allowNotifications: 'alerts-allow-notifications',
  /** A firing of the history, newest first (`data-condition-id` when it is about a market). */
  firing: 'alert-firing',
  /** A position row's "Protect…" and its form (fields `protect-field-<field>`). */
  protect: 'position-protect',
  protectForm: 'protect-form',
  protectField: 'protect-field',
  protectSubmit: 'protect-submit',
  /** The Conditional tab, its orders (`data-conditional-id`, `data-state`) and their controls. */
  conditionalPanel: 'conditional-panel',
  conditionalRow: 'conditional-row',
  conditionalState: 'conditional-state',
  conditionalExpand: 'conditional-expand',
  conditionalEvents: 'conditional-events',
  conditionalEdit: 'conditional-edit',
  /** The edit row's fields: `conditional-field-<field>`; its save. */
  conditionalField: 'conditional-field',
  conditionalSave: 'conditional-save',
  conditionalCancel: 'conditional-cancel',
  /** The armed conditional orders of the token the ladder shows. */
  ladderConditional: 'ladder-conditional',
} as const;
