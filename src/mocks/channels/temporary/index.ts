import { defineModule } from '../../module-entry';
import { bookingHandlers } from './handlers/booking';

/** The temporary group channel (临时团) as the assembly sees it (src/mocks/modules.ts lists every module's entry). */
export default defineModule({
  name: 'channels/temporary',
  routes: [...bookingHandlers],
});
