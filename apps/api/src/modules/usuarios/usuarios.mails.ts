import { escapeHtml, type MailMessage } from '../../lib/mailer';

/** The 'Definição de senha' e-mail a new user receives (01 §2: the creation link of /new-password). */
export function passwordCreationMail(
  user: { nome: string; email: string },
  empresa: string,
  link: string,
): MailMessage {
  const intro = `Olá, ${user.nome}!`;
  const reason = `Você foi cadastrado no Embarca por ${empresa}. Para acessar, defina sua senha:`;
  const validity = 'O link vale por 7 dias e só pode ser usado uma vez.';
  return {
    to: user.email,
    subject: 'Embarca: Definição de senha',
    text: `${intro}\n\n${reason}\n${link}\n\n${validity}\n`,
    html: `<!doctype html>
<html lang="pt-BR"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:15px">
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0 0 16px">${escapeHtml(reason)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">Criar senha</a></p>
<p style="margin:0 0 16px">Ou copie este endereço no navegador: ${escapeHtml(link)}</p>
<p style="margin:0 0 16px">${escapeHtml(validity)}</p>
<p style="margin:24px 0 0;color:#6b7280;font-size:12px">Esta é uma mensagem automática do Embarca. Não responda.</p>
</body></html>`,
  };
}
