import {
  CHANNEL_CODE_CONVERSA,
  ChannelType,
  formatBadgeCount,
  SOM_MENSAGENS_STORAGE_KEY,
} from '@embarca/domain';
import { describe, expect, it } from 'vitest';
import {
  deveAlertarMensagem,
  eNotificacaoDeMensagem,
  gravarSomMensagens,
  lerSomMensagens,
  rotuloBotaoMensagens,
} from '../mensagens.rules';

function memoria(): Storage {
  const dados = new Map<string, string>();
  return {
    getItem: (k) => dados.get(k) ?? null,
    setItem: (k, v) => void dados.set(k, v),
    removeItem: (k) => void dados.delete(k),
    clear: () => dados.clear(),
    key: () => null,
    get length() {
      return dados.size;
    },
  };
}

describe('the chat alert (01 §4: 10 s unless on the messages page)', () => {
  it('is suppressed on /mensagens and on a conversation', () => {
    expect(deveAlertarMensagem('/mensagens')).toBe(false);
    expect(deveAlertarMensagem('/mensagens/3f0c7a8e-0000-4000-8000-000000000001')).toBe(false);
  });
  it('shows anywhere else', () => {
    expect(deveAlertarMensagem('/home')).toBe(true);
    expect(deveAlertarMensagem('/cargas/minhas-cargas')).toBe(true);
    expect(deveAlertarMensagem('/mensagens-antigas')).toBe(true);
  });
  it('recognises a chat notification by channel and code', () => {
    expect(
      eNotificacaoDeMensagem({ channelType: ChannelType.CargaMotorista, channelCode: CHANNEL_CODE_CONVERSA }),
    ).toBe(true);
    expect(eNotificacaoDeMensagem({ channelType: ChannelType.CargaMotorista, channelCode: null })).toBe(
      false,
    );
    expect(
      eNotificacaoDeMensagem({ channelType: ChannelType.Carga, channelCode: CHANNEL_CODE_CONVERSA }),
    ).toBe(false);
  });
});

describe('the unread badge (01 §9: 99+)', () => {
  it('caps at 99+ and names the button', () => {
    expect(formatBadgeCount(0)).toBe('');
    expect(formatBadgeCount(7)).toBe('7');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(rotuloBotaoMensagens('')).toBe('Mensagens');
    expect(rotuloBotaoMensagens('99+')).toBe('Mensagens (99+ não lidas)');
  });
});

describe('the sound toggle (stored; on unless "false"; starts off)', () => {
  it('stores false the first time and reads it back', () => {
    const storage = memoria();
    expect(lerSomMensagens(storage)).toBe(false);
    expect(storage.getItem(SOM_MENSAGENS_STORAGE_KEY)).toBe('false');
    gravarSomMensagens(true, storage);
    expect(lerSomMensagens(storage)).toBe(true);
    storage.setItem(SOM_MENSAGENS_STORAGE_KEY, 'qualquer');
    expect(lerSomMensagens(storage)).toBe(true);
  });
});
