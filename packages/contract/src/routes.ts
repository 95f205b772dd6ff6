import * as adminAudit from './admin-audit.ts';
import * as adminEvents from './admin-events.ts';
import * as adminMembers from './admin-members.ts';
import * as adminSettings from './admin-settings.ts';
import * as attendance from './attendance.ts';
import * as auth from './auth.ts';
import * as cashUp from './cash-up.ts';
import * as door from './door.ts';
import * as events from './events.ts';
import * as guestPrivacy from './guest-privacy.ts';
import * as lineAccounts from './line-accounts.ts';
import * as lineWebhook from './line-webhook.ts';
import * as meetingGuests from './meeting-guests.ts';
import * as meetings from './meetings.ts';
import * as members from './members.ts';
import * as messaging from './messaging.ts';
import * as payments from './payments.ts';
import * as privacy from './privacy.ts';
import * as promptpay from './promptpay.ts';
import * as reminders from './reminders.ts';
import * as richMenus from './rich-menus.ts';
import type { RouteDef } from './route.ts';
import * as system from './system.ts';
import * as visitors from './visitors.ts';

/**
 * Every route of the API. The server refuses to start if it registers a route that is not here
 * or leaves one of these out, so this list is what the OpenAPI document and the authorization
 * tests can rely on.
 */
export const apiRoutes = {
  login: auth.login,
  liffLogin: auth.liffLogin,
  signOut: auth.signOut,
  signOutEverywhere: auth.signOutEverywhere,
  profile: members.profile,
  availableEvents: events.availableEvents,
  registerEvent: events.registerEvent,
  unregisterEvent: events.unregisterEvent,
  paymentHistory: payments.paymentHistory,
  createSlip: payments.createSlip,
  deleteSlip: payments.deleteSlip,
  slipImage: payments.slipImage,
  unvalidatedMembers: payments.unvalidatedMembers,
  paymentDetailList: payments.paymentDetailList,
  submitPayment: payments.submitPayment,
  acceptSlipsAsCredit: payments.acceptSlipsAsCredit,
  refuseSlip: payments.refuseSlip,
  checkSlipAgain: payments.checkSlipAgain,
  paymentConfirmations: payments.paymentConfirmations,
  reverseConfirmation: payments.reverseConfirmation,
  paymentExport: payments.paymentExport,
  promptPayQr: promptpay.promptPayQr,
  memberList: members.memberList,
  lineBindings: members.lineBindings,
  removeLineBinding: members.removeLineBinding,
  lineAccountMembers: lineAccounts.lineAccountMembers,
  lineClaims: lineAccounts.lineClaims,
  approveLineClaim: lineAccounts.approveLineClaim,
  refuseLineClaim: lineAccounts.refuseLineClaim,
  createLineInvitations: lineAccounts.createLineInvitations,
  revokeLineInvitation: lineAccounts.revokeLineInvitation,
  publicProfile: members.publicProfile,
  vcard: members.vcard,
  updateCard: members.updateCard,
  newCardAddress: members.newCardAddress,
  eventsOfMonth: events.eventsOfMonth,
  submitBniVerified: events.submitBniVerified,
  sendPushMessage: messaging.sendPushMessage,
  messageRun: messaging.messageRun,
  outbox: messaging.outbox,
  channelQuota: reminders.channelQuota,
  previewMessage: reminders.previewMessage,
  reminderRules: reminders.reminderRules,
  createReminderRule: reminders.createReminderRule,
  setReminderRuleActive: reminders.setReminderRuleActive,
  deleteReminderRule: reminders.deleteReminderRule,
  setRemindersOff: reminders.setRemindersOff,
  config: system.config,
  health: system.health,
  openApi: system.openApi,
  adminEvents: adminEvents.adminEvents,
  adminCreateEvent: adminEvents.adminCreateEvent,
  adminUpdateEvent: adminEvents.adminUpdateEvent,
  adminCancelEvent: adminEvents.adminCancelEvent,
  adminDeleteEvent: adminEvents.adminDeleteEvent,
  mySubstitutes: meetings.mySubstitutes,
  sendSubstitute: meetings.sendSubstitute,
  cancelSubstitute: meetings.cancelSubstitute,
  createVisitInvitation: visitors.createVisitInvitation,
  myVisitors: visitors.myVisitors,
  visit: visitors.visit,
  visitRegister: visitors.visitRegister,
  visitSlip: visitors.visitSlip,
  visitPayAtDoor: visitors.visitPayAtDoor,
  visitAgree: visitors.visitAgree,
  unvalidatedGuests: visitors.unvalidatedGuests,
  guestPaymentDetailList: visitors.guestPaymentDetailList,
  registerVisitorByStaff: meetingGuests.registerVisitorByStaff,
  meetingGuestsExport: meetingGuests.meetingGuestsExport,
  memberCheckInCode: door.memberCheckInCode,
  visitCheckInCode: door.visitCheckInCode,
  doorMeetings: door.doorMeetings,
  doorList: door.doorList,
  doorCheckIn: door.doorCheckIn,
  doorUndoCheckIn: door.doorUndoCheckIn,
  doorWalkIn: door.doorWalkIn,
  doorTakeCash: door.doorTakeCash,
  meetingHeadcount: cashUp.meetingHeadcount,
  meetingCashUp: cashUp.meetingCashUp,
  meetingCashUpExport: cashUp.meetingCashUpExport,
  closeCashUp: cashUp.closeCashUp,
  saySkipMeeting: attendance.saySkipMeeting,
  withdrawSkipMeeting: attendance.withdrawSkipMeeting,
  requestLeave: attendance.requestLeave,
  withdrawLeave: attendance.withdrawLeave,
  leaveRequests: attendance.leaveRequests,
  approveLeave: attendance.approveLeave,
  refuseLeave: attendance.refuseLeave,
  myAttendance: attendance.myAttendance,
  attendanceMeetings: attendance.attendanceMeetings,
  attendanceSheet: attendance.attendanceSheet,
  closeAttendance: attendance.closeAttendance,
  correctAttendance: attendance.correctAttendance,
  markAttendanceEntered: attendance.markAttendanceEntered,
  attendanceExport: attendance.attendanceExport,
  attendanceAtRisk: attendance.attendanceAtRisk,
  remindAbsent: attendance.remindAbsent,
  adminMeetingSeries: meetings.adminMeetingSeries,
  adminSaveMeetingSeries: meetings.adminSaveMeetingSeries,
  adminMembers: adminMembers.adminMembers,
  adminCreateMember: adminMembers.adminCreateMember,
  adminUpdateMember: adminMembers.adminUpdateMember,
  adminPreviewMemberImport: adminMembers.adminPreviewMemberImport,
  adminImportMembers: adminMembers.adminImportMembers,
  adminExportMembers: adminMembers.adminExportMembers,
  adminSettings: adminSettings.adminSettings,
  adminUpdateSettings: adminSettings.adminUpdateSettings,
  adminAuditLog: adminAudit.adminAuditLog,
  privacyNotice: privacy.privacyNotice,
  agreeToPrivacyNotice: privacy.agreeToPrivacyNotice,
  myData: privacy.myData,
  erasureCheck: privacy.erasureCheck,
  eraseMe: privacy.eraseMe,
  adminErasureCheck: privacy.adminErasureCheck,
  adminEraseMember: privacy.adminEraseMember,
  adminPrivacy: privacy.adminPrivacy,
  adminPublishNotice: privacy.adminPublishNotice,
  adminPublishGuestNotice: privacy.adminPublishGuestNotice,
  adminUpdateRetention: privacy.adminUpdateRetention,
  adminGuestData: guestPrivacy.adminGuestData,
  adminEraseGuest: guestPrivacy.adminEraseGuest,
  lineWebhook: lineWebhook.lineWebhook,
  rebuildRichMenus: richMenus.rebuildRichMenus,
} as const satisfies Record<string, RouteDef>;

export type ApiRouteName = keyof typeof apiRoutes;
