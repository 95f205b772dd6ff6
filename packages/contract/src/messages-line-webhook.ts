/**
 * The webhook's refusals (issue 37). LINE's platform is the only caller and ignores the body, but
 * the API answers every refusal in its own shape and in Thai, for whoever reads the logs.
 */
export const lineWebhookMessages = {
  lineSignatureInvalid: 'ลายเซ็นของคำขอจาก LINE ไม่ถูกต้อง จึงไม่ได้รับข้อมูลนี้',
  lineWebhookNotConfigured: 'เซิร์ฟเวอร์ยังไม่ได้ตั้งค่าการรับข้อมูลจาก LINE (LINE_CHANNEL_SECRET)',
} as const;
