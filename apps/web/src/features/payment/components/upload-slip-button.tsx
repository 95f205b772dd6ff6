import { SlipUploadButton } from '../../../components/slip-upload/slip-upload-button.tsx';
import { useCreateSlip } from '../api/create-slip.ts';

/**
 * The member's slip upload: the shared button (components/slip-upload/) sending to the member's
 * own slips, whose list refreshes before the button stops spinning.
 */
export function UploadSlipButton({ suggestedAmount }: { suggestedAmount: number }) {
  const createSlip = useCreateSlip();
  return <SlipUploadButton suggestedAmount={suggestedAmount} onSubmit={createSlip.mutateAsync} />;
}
