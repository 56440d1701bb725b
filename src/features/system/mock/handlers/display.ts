import { displayCall } from '@/records/display';
import { handleCall, ok } from '@/mocks/http';
import { settings } from '../tables';

/* What every signed-in screen shows of the settings (src/records/display.ts): the watermark switch. */

export const displayHandlers = [handleCall(displayCall, () => ok({ watermark: settings.get(1)?.watermark === true }))];
