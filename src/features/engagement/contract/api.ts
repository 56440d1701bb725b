import { cancelMessageCall, saveMessageCall, sendMessageNowCall, type SaveMessageRequest } from './internalMessages';
import { savePopupCall, type SavePopupRequest } from './popups';
import { saveSignInCall, type SaveSignInRequest } from './signIn';
import { saveTaskCall, taskDetailCall, type SaveTaskRequest } from './tasks';
import { tickerPreviewCall } from './ticker';

/** The engagement pages' calls beyond the resource ones. */
export const engagementApi = {
  taskDetail: (id: number) => taskDetailCall.send({ id }),
  saveTask: (body: SaveTaskRequest) => saveTaskCall.send(body),
  saveSignIn: (body: SaveSignInRequest) => saveSignInCall.send(body),
  tickerPreview: () => tickerPreviewCall.send(undefined),
  savePopup: (body: SavePopupRequest) => savePopupCall.send(body),
  saveMessage: (body: SaveMessageRequest) => saveMessageCall.send(body),
  cancelMessage: (id: number, version: number) => cancelMessageCall.send({ id, version }),
  sendMessageNow: (id: number, version: number) => sendMessageNowCall.send({ id, version }),
};
