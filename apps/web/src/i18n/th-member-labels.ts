/**
 * A member's fields by name: the back office's member form and the audit log's sentences about a
 * changed member both read them, so an entry names a field as the form the change came from does.
 */
export const thMemberLabels = {
  firstName: 'ชื่อ',
  lastName: 'นามสกุล',
  phone: 'หมายเลขโทรศัพท์',
  email: 'อีเมล',
  company: 'บริษัท',
  position: 'ตำแหน่ง',
  website: 'เว็บไซต์',
  roles: 'บทบาท',
};
