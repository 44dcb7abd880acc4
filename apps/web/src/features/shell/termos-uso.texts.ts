/** The terms-of-use documents of /menu/termos-uso and its three pages (01 §2). */
export interface TTermosSecao {
  titulo: string;
  paragrafos: string[];
}

export interface TTermosDocumento {
  path: string;
  titulo: string;
  resumo: string;
  atualizadoEm: string;
  secoes: TTermosSecao[];
}

export const TERMOS_PATH = '/menu/termos-uso';

export const TERMOS_USO: TTermosDocumento = {
  path: TERMOS_PATH,
  titulo: 'Termos de uso',
  resumo: 'Regras gerais de uso da plataforma Embarca por empresas e usuários.',
  atualizadoEm: '01/11/2026',
  secoes: [
    {
      titulo: '1. Aceitação',
      paragrafos: [
        'Ao acessar a plataforma Embarca, o usuário declara ter lido e aceito estes termos de uso, a ficha de suporte, os termos do embarcador (quando aplicável) e a política de proteção de dados. Quem não concordar deve interromper o uso.',
        'O aceite é registrado no primeiro acesso e vale para todos os acessos seguintes. Alterações relevantes são comunicadas na própria plataforma e pedem um novo aceite.',
      ],
    },
    {
      titulo: '2. Cadastro e acesso',
      paragrafos: [
        'Cada usuário acessa com e-mail e senha pessoais, que não devem ser compartilhados. O administrador da empresa cadastra os usuários, define os perfis (Administrador ou Operador), as unidades de negócio e os módulos liberados.',
        'A empresa responde pelas ações dos seus usuários e deve bloquear ou desativar imediatamente quem deixar de trabalhar com ela.',
      ],
    },
    {
      titulo: '3. Uso permitido',
      paragrafos: [
        'A plataforma destina-se à gestão de fretes e logística: cargas, formação de cargas, cross-docking, oferecimento a transportadoras, agendamento de docas, auditoria de fretes, formulários, relatórios e integrações.',
        'É proibido inserir informações falsas, tentar acessar dados de outras empresas, contornar controles de acesso, sobrecarregar os serviços de forma intencional ou usar a plataforma para fins ilícitos.',
      ],
    },
    {
      titulo: '4. Licenças',
      paragrafos: [
        'O acesso depende da licença contratada. Licenças de avaliação têm prazo definido e, ao final, o acesso é suspenso até a contratação. Módulos não contratados ficam indisponíveis.',
      ],
    },
    {
      titulo: '5. Disponibilidade e suporte',
      paragrafos: [
        'A Embarca busca manter a plataforma disponível 24 horas por dia, com janelas de manutenção programadas comunicadas com antecedência. Os canais e horários de atendimento estão na ficha de suporte.',
      ],
    },
    {
      titulo: '6. Responsabilidades',
      paragrafos: [
        'A Embarca não se responsabiliza por decisões comerciais tomadas com base em dados inseridos pelos usuários nem por falhas de serviços de terceiros (operadoras, provedores de internet, órgãos públicos).',
        'Estes termos são regidos pelas leis brasileiras. Fica eleito o foro da comarca da sede da Embarca para resolver eventuais conflitos.',
      ],
    },
  ],
};

export const FICHA_SUPORTE: TTermosDocumento = {
  path: `${TERMOS_PATH}/ficha-suporte`,
  titulo: 'Ficha de suporte',
  resumo: 'Canais, horários e prazos de atendimento do suporte Embarca.',
  atualizadoEm: '01/11/2026',
  secoes: [
    {
      titulo: 'Canais de atendimento',
      paragrafos: [
        'Chat de suporte: pelo botão de suporte na barra superior da plataforma, quando disponível para a sua empresa.',
        'E-mail: suporte@embarca.com.br — informe a empresa, o usuário, a tela e, se possível, o código da carga.',
        'Telefone e WhatsApp: (11) 4000-0000, para incidentes que impedem a operação.',
        'Central de ajuda: artigos e vídeos em ajuda.embarca.com.br.',
      ],
    },
    {
      titulo: 'Horário de atendimento',
      paragrafos: [
        'Segunda a sexta-feira, das 8h às 18h (horário de Brasília), exceto feriados nacionais.',
        'Plantão para incidentes críticos (plataforma indisponível): todos os dias, das 6h às 22h, pelo telefone.',
      ],
    },
    {
      titulo: 'Prazos de resposta',
      paragrafos: [
        'Crítico (operação parada): primeira resposta em até 1 hora.',
        'Alto (funcionalidade importante com falha, sem alternativa): até 4 horas úteis.',
        'Médio e baixo (dúvidas, ajustes, sugestões): até 1 dia útil.',
      ],
    },
    {
      titulo: 'Antes de abrir um chamado',
      paragrafos: [
        'Confira se o navegador está atualizado e se a unidade de negócio selecionada é a correta. Anexe capturas de tela e descreva os passos para reproduzir o problema.',
      ],
    },
  ],
};

export const TERMOS_EMBARCADOR: TTermosDocumento = {
  path: `${TERMOS_PATH}/embarcador`,
  titulo: 'Termos do embarcador',
  resumo: 'Condições específicas para empresas embarcadoras que publicam e oferecem cargas.',
  atualizadoEm: '01/11/2026',
  secoes: [
    {
      titulo: '1. Publicação de cargas',
      paragrafos: [
        'O embarcador é responsável pela exatidão das informações das cargas: origem, destino, datas de coleta e entrega, peso, volume, valores, características e documentos fiscais.',
        'Cargas oferecidas a transportadoras ficam visíveis apenas às transportadoras escolhidas, nas condições definidas na oferta.',
      ],
    },
    {
      titulo: '2. Relação com transportadoras',
      paragrafos: [
        'A contratação do frete é feita diretamente entre embarcador e transportadora. A Embarca fornece a ferramenta e não é parte do contrato de transporte, nem responde pela execução do serviço.',
        'O embarcador deve manter atualizados os dados das transportadoras e parceiros vinculados.',
      ],
    },
    {
      titulo: '3. Agendamento e auditoria',
      paragrafos: [
        'Janelas de docas e regras de agendamento são definidas pelo embarcador. A auditoria de fretes compara valores cobrados com as tabelas cadastradas; divergências devem ser tratadas entre as partes.',
      ],
    },
    {
      titulo: '4. Dados de terceiros',
      paragrafos: [
        'Ao cadastrar motoristas, contatos e destinatários, o embarcador declara ter base legal para o tratamento desses dados, conforme a política de proteção de dados.',
      ],
    },
  ],
};

export const PROTECAO_DADOS: TTermosDocumento = {
  path: `${TERMOS_PATH}/protecao-dados`,
  titulo: 'Proteção de dados',
  resumo:
    'Como a Embarca trata dados pessoais, conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).',
  atualizadoEm: '01/11/2026',
  secoes: [
    {
      titulo: '1. Papéis',
      paragrafos: [
        'Em relação aos dados que as empresas clientes inserem na plataforma (motoristas, contatos, destinatários), a empresa cliente é a controladora e a Embarca atua como operadora, tratando os dados conforme as instruções do cliente.',
        'Para os dados de cadastro e acesso dos usuários, a Embarca é controladora.',
      ],
    },
    {
      titulo: '2. Dados tratados e finalidades',
      paragrafos: [
        'Nome, e-mail, telefone e CPF de usuários e motoristas, para autenticação, comunicação e execução das operações logísticas; registros de acesso (data, hora e endereço IP), guardados por 6 meses conforme o Marco Civil da Internet; dados de localização informados pelo aplicativo do motorista, apenas durante as viagens.',
      ],
    },
    {
      titulo: '3. Bases legais',
      paragrafos: [
        'Execução de contrato, cumprimento de obrigação legal ou regulatória (documentos fiscais e de transporte), legítimo interesse (segurança e prevenção a fraudes) e, quando necessário, consentimento.',
      ],
    },
    {
      titulo: '4. Compartilhamento',
      paragrafos: [
        'Os dados são compartilhados apenas com as empresas envolvidas na operação (embarcador e transportadora), com provedores de infraestrutura que seguem padrões de segurança equivalentes e com autoridades, quando exigido por lei. A Embarca não vende dados pessoais.',
      ],
    },
    {
      titulo: '5. Segurança e retenção',
      paragrafos: [
        'Senhas são guardadas com criptografia de mão única, as conexões usam HTTPS e o acesso é controlado por perfil e unidade de negócio. Os dados são mantidos enquanto durar o contrato e pelos prazos legais; depois, são excluídos ou anonimizados.',
      ],
    },
    {
      titulo: '6. Direitos do titular',
      paragrafos: [
        'O titular pode pedir confirmação do tratamento, acesso, correção, anonimização, portabilidade, eliminação e informações sobre compartilhamento, além de revogar o consentimento. Pedidos sobre dados inseridos por uma empresa cliente são encaminhados a ela.',
        'Encarregado de dados (DPO): dpo@embarca.com.br. O titular também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).',
      ],
    },
  ],
};

export const TERMOS_DOCUMENTOS: readonly TTermosDocumento[] = [
  TERMOS_USO,
  FICHA_SUPORTE,
  TERMOS_EMBARCADOR,
  PROTECAO_DADOS,
];
