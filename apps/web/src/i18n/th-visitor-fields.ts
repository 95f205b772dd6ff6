/*
 * Part of `th` (i18n/th.ts): who a visitor is (issue 34), asked alike on the visitor's own form
 * (`/visit`) and on the one staff fill in for a visitor who phoned (components/visitor-fields.tsx).
 */

export const visitorFields = {
  firstName: 'ชื่อ',
  lastName: 'นามสกุล',
  company: 'บริษัท',
  businessCategory: 'ประเภทธุรกิจ',
  businessCategoryHint: 'เช่น ประกันชีวิต, ออกแบบภายใน, บัญชีและภาษี',
  phone: 'เบอร์โทรศัพท์',
  firstNameRequired: 'กรุณากรอกชื่อ',
  lastNameRequired: 'กรุณากรอกนามสกุล',
  companyRequired: 'กรุณากรอกชื่อบริษัท',
  businessCategoryRequired: 'กรุณากรอกประเภทธุรกิจ',
  phoneRequired: 'กรุณากรอกเบอร์โทรศัพท์',
} as const;
