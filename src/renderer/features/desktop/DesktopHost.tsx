import { CloseQuestionDialog } from './CloseQuestionDialog';
import { UpdateScreen } from './UpdateScreen';

/** The desktop app's screens over the panel (they never show in a browser: no messages come). */
export function DesktopHost() {
  return (
    <>
      <CloseQuestionDialog />
      <UpdateScreen />
    </>
  );
}
