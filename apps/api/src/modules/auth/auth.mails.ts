import { SECOND_FACTOR_CODE_MINUTES } from '@embarca/domain';
import { escapeHtml, type MailMessage } from '../../lib/mailer';

/** The pt-BR e-mails and text messages of the sign-in flows. */

function layout(paragraphs: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('\n');
  return `<!doctype html>
<html lang="pt-BR"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:15px">
${body}
<p style="margin:24px 0 0;color:#6b7280;font-size:12px">Esta é uma mensagem automática do Embarca. Não responda.</p>
</body></html>`;
}

export function secondFactorMail(user: { nome: string; email: string }, code: string): MailMessage {
  const intro = `Olá, ${user.nome}!`;
  const validity = `O código vale por ${SECOND_FACTOR_CODE_MINUTES} minutos e só pode ser usado uma vez.`;
  const warning = 'Se não foi você quem tentou entrar, troque sua senha.';
  return {
    to: user.email,
    subject: 'Embarca: seu código de verificação',
    text: `${intro}\n\nSeu código de verificação para entrar no Embarca é: ${code}\n\n${validity}\n${warning}\n`,
    html: layout([
      escapeHtml(intro),
      `Seu código de verificação para entrar no Embarca é: <strong style="font-size:20px;letter-spacing:4px">${code}</strong>`,
      escapeHtml(validity),
      escapeHtml(warning),
    ]),
  };
}

export function secondFactorSms(code: string): string {
  return `Embarca: seu código de verificação é ${code} (válido por ${SECOND_FACTOR_CODE_MINUTES} minutos).`;
}

export function recoveryMail(user: { nome: string; email: string }, link: string): MailMessage {
  const intro = `Olá, ${user.nome}!`;
  const reason = 'Recebemos um pedido para recuperar a senha da sua conta no Embarca.';
  const validity = 'O link vale por 1 hora e só pode ser usado uma vez.';
  const warning = 'Se você não pediu a recuperação, ignore este e-mail: sua senha continua a mesma.';
  return {
    to: user.email,
    subject: 'Embarca: recuperação de senha',
    text: `${intro}\n\n${reason}\nPara criar uma nova senha, acesse:\n${link}\n\n${validity}\n${warning}\n`,
    html: layout([
      escapeHtml(intro),
      escapeHtml(reason),
      `<a href="${escapeHtml(link)}" style="background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">Criar nova senha</a>`,
      `Ou copie este endereço no navegador: ${escapeHtml(link)}`,
      escapeHtml(validity),
      escapeHtml(warning),
    ]),
  };
}
