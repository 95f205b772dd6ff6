/**
 * Who the chapter's LINE account can reach (issue 37): a member whose LINE account blocked the
 * chapter's Official Account is not sent to, and staff read why. Part of apiMessages.
 */
export const lineFollowMessages = {
  /** An outbox row's note: the run skipped them and spent no quota on them. */
  lineBlocked: 'สมาชิกบล็อกบัญชี LINE ของชาปเตอร์ไว้ จึงไม่ได้ส่ง',
};
