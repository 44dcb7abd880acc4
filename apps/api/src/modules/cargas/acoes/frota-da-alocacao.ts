import { CARGA_ACAO_MESSAGES, formatPlate, type TAlocarCargaBody } from '@embarca/domain';
import { AppError, fieldError } from '../../../lib/app-error';
import { uniqueIds } from '../../../lib/ids';
import type { AcoesRepository } from './acoes.repository';

/**
 * The vehicle, driver and equipment of an allocation (alocar, atualizar-veiculo): active ones of the given
 * tenants — the load's company, or the hired carrier on the platform. 400 naming the one that is not; 400
 * naming the field for an equipment (trailer, semi-trailer) as the vehicle or a vehicle among the equipment.
 */
export async function frotaDaAlocacao(
  repository: AcoesRepository,
  ownerIds: string[],
  body: Pick<TAlocarCargaBody, 'veiculoId' | 'motoristaId' | 'equipamentos'>,
) {
  const [veiculo, motorista] = await Promise.all([
    repository.findVeiculo(body.veiculoId, ownerIds),
    repository.findMotorista(body.motoristaId, ownerIds),
  ]);
  if (!veiculo) throw new AppError('VALIDATION', CARGA_ACAO_MESSAGES.veiculoInvalido);
  if (!motorista) throw new AppError('VALIDATION', CARGA_ACAO_MESSAGES.motoristaInvalido);
  if (veiculo.tipoEquipamento !== null) {
    throw fieldError('veiculoId', CARGA_ACAO_MESSAGES.equipamentoComoVeiculo(formatPlate(veiculo.placa)));
  }
  const equipamentos = uniqueIds(body.equipamentos);
  const encontrados = await repository.findVeiculos(equipamentos, ownerIds);
  if (encontrados.length !== equipamentos.length) {
    throw new AppError('VALIDATION', CARGA_ACAO_MESSAGES.equipamentoInvalido);
  }
  const naoEquipamento = encontrados.find((item) => item.tipoEquipamento === null);
  if (naoEquipamento) {
    throw fieldError(
      'equipamentos',
      CARGA_ACAO_MESSAGES.veiculoComoEquipamento(formatPlate(naoEquipamento.placa)),
    );
  }
  return { veiculo, motorista, equipamentos };
}
