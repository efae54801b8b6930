/** The open chat's element ids: one chat per page, so fixed, shared by its markup and its island. */
export const chatPanelIds = {
  panel: 'chat-panel',
  title: 'chat-panel-title',
  notice: 'chat-panel-notice',
  input: 'chat-panel-input',
  handoverTitle: 'chat-handover-title',
  handoverEmail: 'chat-handover-email',
  handoverMessage: 'chat-handover-message',
} as const;
