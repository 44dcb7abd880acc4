import { ZPreferencia } from '../../preferencias/preferencias.schemas';
import { DIAS_AVISO_VENCIMENTO_PADRAO } from '../frota.enums';
import {
  alertaDaCnh,
  alertaDoDocumento,
  alertasQueConfirmam,
  chaveAvisoVencimento,
  diasAvisoVencimento,
  PREFERENCIA_DIAS_AVISO_VENCIMENTO,
  situacaoDaValidade,
  TipoAlertaFrota,
} from './vencimentos.rules';

describe('warning window', () => {
  const hoje = '2026-05-10';

  it('is expired from the day after the expiry date, expiring up to N days ahead, else nothing', () => {
    expect(situacaoDaValidade('2026-05-09', hoje, 30)).toEqual({ situacao: 'vencido', diasRestantes: -1 });
    expect(situacaoDaValidade('2026-05-10', hoje, 30)).toEqual({ situacao: 'a-vencer', diasRestantes: 0 });
    expect(situacaoDaValidade('2026-06-09', hoje, 30)).toEqual({ situacao: 'a-vencer', diasRestantes: 30 });
    expect(situacaoDaValidade('2026-06-10', hoje, 30)).toBeNull();
    expect(situacaoDaValidade(null, hoje, 30)).toBeNull();
  });

  it('words the CNH and document alerts in pt-BR with dd/MM/aaaa', () => {
    expect(alertaDaCnh({ nome: 'Ana Souza', cnhValidade: '2026-05-20' }, hoje, 30)).toEqual({
      tipo: TipoAlertaFrota.CnhAVencer,
      mensagem: 'A CNH de Ana Souza vence em 10 dias (20/05/2026).',
      validade: '2026-05-20',
      diasRestantes: 10,
    });
    expect(alertaDaCnh({ nome: 'Ana Souza', cnhValidade: '2026-05-01' }, hoje, 30)?.mensagem).toBe(
      'A CNH de Ana Souza venceu em 01/05/2026.',
    );
    expect(
      alertaDoDocumento({ nome: 'CRLV', placa: 'ABC1D23', validade: '2026-04-30' }, hoje, 30),
    ).toMatchObject({
      tipo: TipoAlertaFrota.DocumentoVencido,
      mensagem: 'CRLV do veículo ABC1D23: vencido em 30/04/2026.',
    });
  });

  it('asks to confirm for a CNH expired or expiring and for an expired document, not for one still valid', () => {
    const alertas = [
      alertaDaCnh({ nome: 'A', cnhValidade: '2026-05-11' }, hoje, 30),
      alertaDoDocumento({ nome: 'CRLV', placa: 'ABC1234', validade: '2026-05-20' }, hoje, 30),
      alertaDoDocumento({ nome: 'CRLV', placa: 'ABC1234', validade: '2026-05-01' }, hoje, 30),
    ].flatMap((alerta) => (alerta ? [alerta] : []));
    expect(alertasQueConfirmam(alertas).map((alerta) => alerta.tipo)).toEqual([
      TipoAlertaFrota.CnhAVencer,
      TipoAlertaFrota.DocumentoVencido,
    ]);
  });

  it('reads the owner preference (1–365) or the default, and validates it in the catalogue', () => {
    expect(diasAvisoVencimento(15)).toBe(15);
    expect(diasAvisoVencimento(0)).toBe(DIAS_AVISO_VENCIMENTO_PADRAO);
    expect(diasAvisoVencimento('x')).toBe(DIAS_AVISO_VENCIMENTO_PADRAO);
    expect(ZPreferencia.safeParse({ nome: PREFERENCIA_DIAS_AVISO_VENCIMENTO, valor: 366 }).success).toBe(
      false,
    );
    expect(ZPreferencia.safeParse({ nome: PREFERENCIA_DIAS_AVISO_VENCIMENTO, valor: 2.5 }).success).toBe(
      false,
    );
    expect(ZPreferencia.safeParse({ nome: PREFERENCIA_DIAS_AVISO_VENCIMENTO, valor: 45 }).success).toBe(true);
  });

  it('keys a notice by document and expiry date', () => {
    expect(chaveAvisoVencimento('motorista', 'ABC', '2026-05-20')).toBe(
      'frota-vencimento:motorista:abc:2026-05-20',
    );
  });
});
