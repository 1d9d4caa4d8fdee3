import { defineModule } from '../module-entry';
import type { ScheduleChangeSlice } from './rules/schedule-change-records';
import { scheduleChangeHandlers } from './handlers/schedule-change';

/** The schedule change module as the assembly sees it (src/mocks/modules.ts lists every module's entry). */
export default defineModule<ScheduleChangeSlice>({
  name: 'schedule-change',
  routes: [...scheduleChangeHandlers],
  persisted: {
    flightChangeNotices: { recordId: 'noticeId' },
  },
});
