import { defineModule } from '../module-entry';
import type { KernelSlice } from './rules/kernel-records';

/** The kernel as the assembly sees it (src/mocks/modules.ts lists every module's entry). */
export default defineModule<KernelSlice>({
  name: 'kernel',
  persisted: {
    revisions: 'whole',
    settleLog: 'whole',
  },
});
