import { zEnumCode } from '../shared/enum';
import { Licenca, Modulo, Role } from './acesso.enums';

// The zod codecs live apart from the enums on purpose: the sign-in screen imports the enums, and keeping
// zod out of the enum files keeps zod out of the /login bundle (ARCHITECTURE.md "Web bundle").
export const ZRole = zEnumCode(Role);
export const ZLicenca = zEnumCode(Licenca);
export const ZModulo = zEnumCode(Modulo);
