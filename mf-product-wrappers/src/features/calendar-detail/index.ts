export { CalendarDetail } from './ui/calendar-detail';
export { CalendarDetailView } from './ui/calendar-detail-view';
export { calendarStarted, type CalendarBlock } from './model/model';
