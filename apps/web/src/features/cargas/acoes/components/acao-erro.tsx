import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { describeApiError } from '../../../../lib/api-error-handler';

/**
 * The refusal of an action inside its dialog (400 the rule's message, 409 'O registro não pode ser
 * alterado'): the dialog stays open with what was typed, so the user can fix it or give up.
 */
export function AcaoErro({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
      {describeApiError(error).message}
    </Alert>
  );
}
