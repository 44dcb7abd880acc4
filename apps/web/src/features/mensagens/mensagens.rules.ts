import { CHANNEL_CODE_CONVERSA, ChannelType, SOM_MENSAGENS_STORAGE_KEY, somLigado } from '@embarca/domain';

export const MENSAGENS_PATH = '/mensagens';

/** The chat alert (01 §4: 10 s) shows unless the user is already on the messages page. */
export function deveAlertarMensagem(pathname: string): boolean {
  return !(pathname === MENSAGENS_PATH || pathname.startsWith(`${MENSAGENS_PATH}/`));
}

/** A notification of a new chat message (channel CARGA_MOTORISTA, code CONVERSA_CARGA). */
export function eNotificacaoDeMensagem(notification: { channelType: string; channelCode: string | null }) {
  return (
    notification.channelType === ChannelType.CargaMotorista &&
    notification.channelCode === CHANNEL_CODE_CONVERSA
  );
}

/**
 * The sound toggle (01 §4, §9): on unless stored as 'false'. Nothing stored yet → 'false' is stored first
 * (sound starts off: browsers refuse sound before the user has interacted with the page anyway).
 */
export function lerSomMensagens(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): boolean {
  let stored = storage.getItem(SOM_MENSAGENS_STORAGE_KEY);
  if (stored === null) {
    storage.setItem(SOM_MENSAGENS_STORAGE_KEY, 'false');
    stored = 'false';
  }
  return somLigado(stored);
}

export function gravarSomMensagens(ligado: boolean, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(SOM_MENSAGENS_STORAGE_KEY, String(ligado));
}

/** The accessible name of the messages button with its badge. */
export function rotuloBotaoMensagens(badge: string): string {
  return badge ? `Mensagens (${badge} não lidas)` : 'Mensagens';
}
