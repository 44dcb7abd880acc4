import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/ScrollArea.css';
import { MESSAGES } from '@embarca/domain';
import { Alert, Anchor, Button, Checkbox, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { getStoredUser } from '../../../lib/session';
import { useAcceptTerms } from '../api/use-accept-terms';
import { AUTH_TEXTS } from '../auth.texts';

export interface TermsStepProps {
  onAccepted: () => void;
  /** Declining signs out. */
  onDeclined: () => void;
}

/** The summary shown before acceptance; the full text is at /menu/termos-uso. */
const TERMS_SUMMARY = [
  'A plataforma Embarca é oferecida à sua empresa para gerir cargas, fretes, transportadoras, agendamentos e documentos de transporte. Seu acesso é pessoal e intransferível: não compartilhe sua senha nem o código de verificação.',
  'Você se compromete a informar dados verdadeiros e a usar a plataforma apenas para as atividades da sua empresa, respeitando a legislação aplicável, inclusive a de transporte de cargas.',
  'Os dados pessoais (nome, e-mail, telefone e registros de acesso) são tratados conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018), para prestar o serviço, garantir a segurança e cumprir obrigações legais. Você pode pedir acesso, correção ou exclusão dos seus dados ao administrador da sua empresa ou ao nosso suporte.',
  'Registramos as ações feitas na plataforma para auditoria e segurança. O uso indevido pode levar ao bloqueio do acesso.',
];

/** Terms-of-use acceptance after sign-in, when the user has not accepted them (`aceiteTermoUso` false). */
export function TermsStep({ onAccepted, onDeclined }: TermsStepProps) {
  const accept = useAcceptTerms();
  const [checked, setChecked] = useState(false);
  const [failed, setFailed] = useState(false);
  const userId = getStoredUser()?.id;

  const submit = async () => {
    if (!userId) return;
    setFailed(false);
    if (await accept.mutateAsync(userId)) onAccepted();
    else setFailed(true);
  };

  return (
    <Stack gap="md">
      <ScrollArea.Autosize
        mah={260}
        type="auto"
        offsetScrollbars
        tabIndex={0}
        aria-label={AUTH_TEXTS.termsHeading}
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      >
        <Stack gap="xs" p="sm">
          {TERMS_SUMMARY.map((paragraph) => (
            <Text key={paragraph.slice(0, 24)} size="sm">
              {paragraph}
            </Text>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Anchor href="#/menu/termos-uso" target="_blank" rel="noopener" size="sm" fw={500}>
        {AUTH_TEXTS.termsFullLink}
      </Anchor>
      {failed ? (
        <Alert color="red" variant="light">
          {MESSAGES.unexpected}
        </Alert>
      ) : null}
      <Checkbox
        label={AUTH_TEXTS.termsCheckbox}
        checked={checked}
        onChange={(event) => setChecked(event.currentTarget.checked)}
      />
      <Button size="md" fullWidth disabled={!checked || !userId} loading={accept.isPending} onClick={submit}>
        {AUTH_TEXTS.termsAccept}
      </Button>
      <Button variant="subtle" size="sm" color="gray.8" onClick={onDeclined}>
        {AUTH_TEXTS.termsDecline}
      </Button>
    </Stack>
  );
}
