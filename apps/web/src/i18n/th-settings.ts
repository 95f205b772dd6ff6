import type { TChapterSettingName } from '@chapter/contract/chapter-settings';

/**
 * Each chapter setting's name on screen: the back office's form, the audit log's sentences and the
 * field names in error messages all read it. Typed by the contract's one list (chapter-settings.ts),
 * so a new setting without a label does not compile.
 */
export const thSettingLabels: Readonly<Record<TChapterSettingName, string>> = {
  chapter_name: 'ชื่อชาปเตอร์',
  bank_name: 'ธนาคาร',
  bank_account_holder: 'ชื่อบัญชี',
  bank_account_number: 'เลขที่บัญชี',
  promptpay_id: 'พร้อมเพย์ (PromptPay)',
};

/** What a setting accepts, where that is not obvious from its name. */
export const thSettingHints: Readonly<Partial<Record<TChapterSettingName, string>>> = {
  promptpay_id:
    'หมายเลขโทรศัพท์มือถือ 10 หลัก เลขประจำตัวประชาชนหรือเลขประจำตัวผู้เสียภาษี 13 หลัก หรือเลข e-Wallet 15 หลัก สมาชิกจะได้ QR พร้อมเพย์ตามยอดที่เลือกชำระ',
};
