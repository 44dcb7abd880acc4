import { useDeleteMutation } from '../../../lib/crud-mutations';
import { LOOKUP_VALORES_KEY } from './use-lookup-valores';

/** DELETE /api/tipo/valores/{id}: one of the company's own values; refused with the server's message when in use. */
export const useDeleteLookupValor = () => useDeleteMutation('/tipo/valores', LOOKUP_VALORES_KEY);
