import * as domain from './index';

/**
 * Every numeric/string enumeration exported as `Name` has a `NAME_LABELS` record with a non-empty
 * pt-BR label for each of its codes, and nothing else.
 */
const PAIRS: [Record<string, string | number>, Record<string | number, string>][] = [
  [domain.SituacaoCarga, domain.SITUACAO_CARGA_LABELS],
  [domain.SituacaoCarga, domain.SITUACAO_CARGA_CARD_LABELS],
  [domain.TipoFrete, domain.TIPO_FRETE_LABELS],
  [domain.Modalidade, domain.MODALIDADE_LABELS],
  [domain.OrigemCarga, domain.ORIGEM_CARGA_LABELS],
  [domain.TipoOferta, domain.TIPO_OFERTA_LABELS],
  [domain.VisibilidadeCarga, domain.VISIBILIDADE_CARGA_LABELS],
  [domain.TipoTarifa, domain.TIPO_TARIFA_LABELS],
  [domain.TipoQuadro, domain.TIPO_QUADRO_LABELS],
  [domain.TipoAlocacao, domain.TIPO_ALOCACAO_LABELS],
  [domain.VisibilidadeMotorista, domain.VISIBILIDADE_MOTORISTA_LABELS],
  [domain.UnidadeMedida, domain.UNIDADE_MEDIDA_LABELS],
  [domain.ReverterRemessas, domain.REVERTER_REMESSAS_LABELS],
  [domain.TipoRota, domain.TIPO_ROTA_LABELS],
  [domain.GrupoQuadro, domain.GRUPO_QUADRO_LABELS],
  [domain.SituacaoOcorrencia, domain.SITUACAO_OCORRENCIA_LABELS],
  [domain.SituacaoEtapa, domain.SITUACAO_ETAPA_LABELS],
  [domain.SituacaoRemessa, domain.SITUACAO_REMESSA_LABELS],
  [domain.TipoEventoRemessa, domain.TIPO_EVENTO_REMESSA_LABELS],
  [domain.TipoRotaRemessa, domain.TIPO_ROTA_REMESSA_LABELS],
  [domain.FluxoConteiner, domain.FLUXO_CONTEINER_LABELS],
  [domain.TipoComercio, domain.TIPO_COMERCIO_LABELS],
  [domain.TipoAtividade, domain.TIPO_ATIVIDADE_LABELS],
  [domain.TipoServico, domain.TIPO_SERVICO_LABELS],
  [domain.TipoModal, domain.TIPO_MODAL_LABELS],
  [domain.PipeImportacao, domain.PIPE_IMPORTACAO_LABELS],
  [domain.PipeExportacao, domain.PIPE_EXPORTACAO_LABELS],
  [domain.EstagioRemessa, domain.ESTAGIO_REMESSA_LABELS],
  [domain.SituacaoAuditoria, domain.SITUACAO_AUDITORIA_LABELS],
  [domain.SituacaoHorarioDoca, domain.SITUACAO_HORARIO_DOCA_LABELS],
  [domain.SituacaoReserva, domain.SITUACAO_RESERVA_LABELS],
  [domain.Prioridade, domain.PRIORIDADE_LABELS],
  [domain.OrigemCancelamento, domain.ORIGEM_CANCELAMENTO_LABELS],
  [domain.SituacaoPainelCarregamento, domain.SITUACAO_PAINEL_CARREGAMENTO_LABELS],
  [domain.TipoUsuarioPatio, domain.TIPO_USUARIO_PATIO_LABELS],
  [domain.SituacaoCargaKpi, domain.SITUACAO_CARGA_KPI_LABELS],
  [domain.SituacaoEntregaKpi, domain.SITUACAO_ENTREGA_KPI_LABELS],
  [domain.UnidadeVolumeKpi, domain.UNIDADE_VOLUME_KPI_LABELS],
  [domain.TipoGrafico, domain.TIPO_GRAFICO_LABELS],
  [domain.TipoLookup, domain.TIPO_LOOKUP_LABELS],
  [domain.TipoEmpresa, domain.TIPO_EMPRESA_LABELS],
  [domain.DirecaoOrdenacao, domain.DIRECAO_ORDENACAO_LABELS],
  [domain.TipoUsuario, domain.TIPO_USUARIO_LABELS],
  [domain.SituacaoUsuario, domain.SITUACAO_USUARIO_LABELS],
  [domain.ChannelType, domain.CHANNEL_TYPE_LABELS],
  [domain.TipoNotificacao, domain.TIPO_NOTIFICACAO_LABELS],
  [domain.Role, domain.ROLE_LABELS],
  [domain.Licenca, domain.LICENCA_LABELS],
  [domain.Modulo, domain.MODULO_LABELS],
  [domain.TipoCaracteristica, domain.TIPO_CARACTERISTICA_LABELS],
  [domain.ComportamentoOferecimento, domain.COMPORTAMENTO_OFERECIMENTO_LABELS],
  [domain.TipoValorFormulario, domain.TIPO_VALOR_FORMULARIO_LABELS],
  [domain.CargaCardMenuItem, domain.CARGA_CARD_MENU_ITEM_LABELS],
];

describe('enumeration catalogue', () => {
  it.each(PAIRS.map((pair, index) => [index, ...pair] as const))(
    'pair %i labels exactly its codes',
    (_, values, labels) => {
      const codes = Object.values(values).map(String).sort();
      expect(Object.keys(labels).sort()).toEqual(codes);
      expect(Object.values(labels).every((label) => label.trim().length > 0)).toBe(true);
      expect(new Set(Object.values(values)).size).toBe(codes.length);
    },
  );

  it('spec codes are as given', () => {
    expect(domain.SituacaoCarga).toEqual({
      AguardandoContratacao: 1,
      EmAndamento: 2,
      Entregue: 3,
      Finalizada: 4,
      Cancelada: 5,
      Ocorrencia: 7,
      EntregueNaoFinalizada: 8,
      Desativada: 99,
    });
    expect(domain.TIPO_LOOKUP_LABELS[1]).toBe('Tipo de veículo');
    expect(domain.TIPO_LOOKUP_LABELS[2]).toBe('Carroceria');
    expect(Object.keys(domain.TIPO_LOOKUP_LABELS)).toHaveLength(15);
    expect(domain.TipoEmpresa.Transportadora).toBe(1);
    expect(domain.TipoEmpresa.Embarcador).toBe(3);
    expect(domain.TipoUsuario.Administrador).toBe(99);
    expect(domain.TipoUsuario.Suporte).toBe(100);
    expect(domain.Licenca.Cliente).toBe(1);
    expect(domain.UnidadeMedida).toEqual({ Litros: 5, MetroCubico: 7 });
    expect(domain.ComportamentoOferecimento).toEqual({ Manual: 1, Automatico: 2, TabelaFrete: 3 });
    expect(domain.SituacaoReserva.PendenteInformacoes).toBe(10);
    expect(domain.ZLookupQuery.parse({ tipo: '12' })).toEqual({ tipo: 12 });
    expect(domain.ZLookupQuery.safeParse({ tipo: '16' }).success).toBe(false);
  });
});
