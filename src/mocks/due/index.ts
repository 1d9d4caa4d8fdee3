import { defineModule } from '../module-entry';
import type { DueSlice } from './rules/due-records';

/** The due list as the assembly sees it (src/mocks/modules.ts lists every module's entry). */
export default defineModule<DueSlice>({
  name: 'due',
  persisted: {
    dueReminders: { recordId: 'reminderId' },
  },
});
