import { MOTORISTA_CODIGO_MINUTOS } from '@embarca/domain';
import { escapeHtml, type MailMessage } from '../../../lib/mailer';

/** The driver sign-in code by e-mail and by SMS (pt-BR). */
export function codigoMotoristaMail(motorista: { nome: string; email: string }, codigo: string): MailMessage {
  const intro = `Olá, ${motorista.nome}!`;
  const validade = `O código vale por ${MOTORISTA_CODIGO_MINUTOS} minutos e só pode ser usado uma vez.`;
  const aviso = 'Se não foi você quem pediu, ignore este e-mail.';
  return {
    to: motorista.email,
    subject: 'Embarca: seu código de acesso de motorista',
    text: `${intro}\n\nSeu código de acesso à área do motorista do Embarca é: ${codigo}\n\n${validade}\n${aviso}\n`,
    html: `<!doctype html>
<html lang="pt-BR"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:15px">
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0 0 16px">Seu código de acesso à área do motorista do Embarca é: <strong style="font-size:20px;letter-spacing:4px">${codigo}</strong></p>
<p style="margin:0 0 16px">${escapeHtml(validade)}</p>
<p style="margin:0 0 16px">${escapeHtml(aviso)}</p>
<p style="margin:24px 0 0;color:#6b7280;font-size:12px">Esta é uma mensagem automática do Embarca. Não responda.</p>
</body></html>`,
  };
}

export function codigoMotoristaSms(codigo: string): string {
  return `Embarca: seu código de acesso de motorista é ${codigo} (válido por ${MOTORISTA_CODIGO_MINUTOS} minutos).`;
}
