import { formatPlate, PropriedadeVeiculo, type TVeiculo, type TVeiculoRequestInput } from '@embarca/domain';

/** The drawer's form values: texts as the inputs hold them (selects hold their value as a string). */
export interface TVeiculoFormValues {
  cadastro: 'veiculo' | 'equipamento';
  placa: string;
  renavam: string;
  tipoVeiculo: string | null;
  tipoCarroceria: string | null;
  categoria: string | null;
  marca: string | null;
  modelo: string;
  ano: number | string;
  rastreador: string | null;
  rastreadorDispositivo: string;
  gerenciadoraRisco: string | null;
  tracao: string | null;
  tipoEquipamento: string | null;
  eixos: number | string;
  capacidadeKg: number | string;
  capacidadeM3: number | string;
  taraKg: number | string;
  propriedade: string;
  transportadoraEmpresaId: string | null;
  rntrc: string;
}

export const VEICULO_FORM_VAZIO: TVeiculoFormValues = {
  cadastro: 'veiculo',
  placa: '',
  renavam: '',
  tipoVeiculo: null,
  tipoCarroceria: null,
  categoria: null,
  marca: null,
  modelo: '',
  ano: '',
  rastreador: null,
  rastreadorDispositivo: '',
  gerenciadoraRisco: null,
  tracao: null,
  tipoEquipamento: null,
  eixos: '',
  capacidadeKg: '',
  capacidadeM3: '',
  taraKg: '',
  propriedade: String(PropriedadeVeiculo.Propria),
  transportadoraEmpresaId: null,
  rntrc: '',
};

const texto = (value: number | null) => (value === null ? null : String(value));
const numeroOuVazio = (value: number | null) => (value === null ? '' : value);

/** A stored vehicle as the form's values (the plate shown with its mask). */
export function formDoVeiculo(veiculo: TVeiculo | null): TVeiculoFormValues {
  if (!veiculo) return VEICULO_FORM_VAZIO;
  return {
    cadastro: veiculo.cadastro,
    placa: formatPlate(veiculo.placa),
    renavam: veiculo.renavam ?? '',
    tipoVeiculo: texto(veiculo.tipoVeiculo),
    tipoCarroceria: texto(veiculo.tipoCarroceria),
    categoria: texto(veiculo.categoria),
    marca: texto(veiculo.marca),
    modelo: veiculo.modelo ?? '',
    ano: numeroOuVazio(veiculo.ano),
    rastreador: texto(veiculo.rastreador),
    rastreadorDispositivo: veiculo.rastreadorDispositivo ?? '',
    gerenciadoraRisco: texto(veiculo.gerenciadoraRisco),
    tracao: texto(veiculo.tracao),
    tipoEquipamento: texto(veiculo.tipoEquipamento),
    eixos: numeroOuVazio(veiculo.eixos),
    capacidadeKg: numeroOuVazio(veiculo.capacidadeKg),
    capacidadeM3: numeroOuVazio(veiculo.capacidadeM3),
    taraKg: numeroOuVazio(veiculo.taraKg),
    propriedade: String(veiculo.propriedade),
    transportadoraEmpresaId: veiculo.transportadoraEmpresaId,
    rntrc: veiculo.rntrc ?? '',
  };
}

const numeroDoCampo = (value: number | string) => (value === '' ? null : Number(value));
const lookup = (value: string | null) => (value ? Number(value) : null);

/**
 * The form's values as the API's body: an equipment sends its kind and no vehicle type or traction; a
 * vehicle no equipment kind.
 */
export function requestDoForm(values: TVeiculoFormValues): TVeiculoRequestInput {
  const equipamento = values.cadastro === 'equipamento';
  return {
    placa: values.placa,
    renavam: values.renavam || null,
    tipoVeiculo: equipamento ? null : lookup(values.tipoVeiculo),
    tipoCarroceria: lookup(values.tipoCarroceria),
    categoria: lookup(values.categoria),
    marca: lookup(values.marca),
    modelo: values.modelo || null,
    ano: numeroDoCampo(values.ano),
    rastreador: lookup(values.rastreador),
    rastreadorDispositivo: values.rastreadorDispositivo || null,
    gerenciadoraRisco: lookup(values.gerenciadoraRisco),
    tracao: equipamento ? null : lookup(values.tracao),
    tipoEquipamento: equipamento ? lookup(values.tipoEquipamento) : null,
    eixos: numeroDoCampo(values.eixos),
    capacidadeKg: numeroDoCampo(values.capacidadeKg),
    capacidadeM3: numeroDoCampo(values.capacidadeM3),
    taraKg: numeroDoCampo(values.taraKg),
    propriedade: Number(values.propriedade) as TVeiculoRequestInput['propriedade'],
    transportadoraEmpresaId:
      Number(values.propriedade) === PropriedadeVeiculo.Terceiro ? values.transportadoraEmpresaId : null,
    rntrc: values.rntrc || null,
  };
}

/**
 * The plate as typed: upper case, letters and digits only; the old format shows its hyphen (ABC-1234) once
 * its 5th character is a digit, the Mercosul one (ABC1D23) has none.
 */
export function mascararPlaca(value: string): string {
  const limpo = value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 7);
  return /^[A-Z]{3}\d\d/.test(limpo) ? `${limpo.slice(0, 3)}-${limpo.slice(3)}` : limpo;
}
