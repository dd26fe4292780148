// The notice module's public face: notices (通知公告) and reminder definitions (消息提醒).
export { NOTICE_MESSAGES } from './notice.messages';
export { noticeRoutes, REMINDER_QUEUE } from './notice.routes';
export { seedDemoNotice } from './notice.seed';
export { publishNotice } from './notice.service';
export { runReminders } from './reminder.service';
