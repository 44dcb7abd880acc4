import { useCallback, useState } from 'react';
import { describeApiError } from '../../../lib/api-error-handler';
import { notifyInfo } from '../../../lib/ui/notify';

/**
 * Sends a dialog's request: the API's message as a toast and the dialog closes; a refusal stays in the
 * dialog (`falha`), with what was chosen, to fix or give up.
 */
export function useEnvioDoDialogo(onClose: () => void) {
  const [falha, setFalha] = useState<string | null>(null);
  const enviar = async (request: () => Promise<{ message: string }>) => {
    setFalha(null);
    try {
      const resposta = await request();
      notifyInfo(resposta.message, 'teal');
      onClose();
    } catch (error) {
      setFalha(describeApiError(error).message);
    }
  };
  const limparFalha = useCallback(() => setFalha(null), []);
  return { falha, limparFalha, enviar };
}
