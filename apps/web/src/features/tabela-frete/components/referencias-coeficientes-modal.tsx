import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Code.css';
import { requiredMessage, TABELA_FRETE_MESSAGES, type TCoeficienteAntt } from '@embarca/domain';
import { Alert, Button, Code, Group, List, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { mensagensDoErro } from '../../../lib/api-error-handler';
import { AlertaDeFalhas } from '../../../lib/ui/alerta-de-falhas';
import { useRegistrarCoeficientesAntt } from '../api/use-referencias';
import {
  COEFICIENTES_LIMITES,
  EXEMPLO_COEFICIENTES,
  lerCoeficientes,
  textoDosCoeficientes,
} from '../coeficientes-texto';
import { dataIso } from '../formato';
import { mensagemDaResposta, notificarSucesso } from './acoes';
import { DataBrInput } from './campos';

/** How many line errors the modal lists before 'e mais N'. */
const ERROS_LISTADOS = 20;
const FONTE_MAX = 200;

export interface ReferenciasCoeficientesModalProps {
  opened: boolean;
  /** The set in force on `dataEmVigor` (the list's), to start the text from. */
  emVigor: readonly TCoeficienteAntt[];
  dataEmVigor: string;
  onClose: () => void;
  /** After the API accepted the set: its start date (the list shows it). */
  onRegistrado: (vigenciaInicio: string) => void;
}

/**
 * 'Registrar novos coeficientes' (support, issue 19): the date the set starts, its source and the
 * coefficients as text, one per line 'tabela;tipo de carga;eixos;ccd;cc' (typed or pasted from a
 * spreadsheet). The text is read here: a bad line is named before anything is sent. The sets in force for
 * the same table, cargo type and axles end the day before.
 */
export function ReferenciasCoeficientesModal({
  opened,
  emVigor,
  dataEmVigor,
  onClose,
  onRegistrado,
}: ReferenciasCoeficientesModalProps) {
  const registrar = useRegistrarCoeficientesAntt();
  const [vigenciaInicio, setVigenciaInicio] = useState<string | null>(null);
  const [fonte, setFonte] = useState('');
  const [texto, setTexto] = useState('');
  const [tentou, setTentou] = useState(false);
  const [errosDaApi, setErrosDaApi] = useState<string[]>([]);

  useEffect(() => {
    if (opened) {
      setVigenciaInicio(null);
      setFonte('');
      setTexto('');
      setTentou(false);
      setErrosDaApi([]);
    }
  }, [opened]);

  const leitura = useMemo(() => lerCoeficientes(texto), [texto]);
  const erroVigencia = tentou && !vigenciaInicio ? requiredMessage('Vigência a partir de', 'f') : null;
  const erroFonte = tentou && !fonte.trim() ? requiredMessage('Fonte', 'f') : null;
  const errosDoTexto = tentou ? leitura.erros : [];

  const enviar = async () => {
    setTentou(true);
    setErrosDaApi([]);
    if (!vigenciaInicio || !fonte.trim() || leitura.erros.length > 0) return;
    try {
      const resposta = await registrar.mutateAsync({
        vigenciaInicio,
        fonte: fonte.trim(),
        coeficientes: leitura.coeficientes,
      });
      notificarSucesso(mensagemDaResposta(resposta, TABELA_FRETE_MESSAGES.coeficientesSalvos));
      onRegistrado(vigenciaInicio);
      onClose();
    } catch (error) {
      setErrosDaApi(mensagensDoErro(error));
    }
  };

  const lidos = leitura.coeficientes.length;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Registrar novos coeficientes ANTT"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          O novo conjunto vale a partir da data informada; os coeficientes em vigor da mesma tabela, tipo de
          carga e eixos terminam no dia anterior. Os demais continuam valendo.
        </Text>
        <Group gap="sm" align="flex-start" grow>
          <DataBrInput
            label="Vigência a partir de"
            withAsterisk
            value={vigenciaInicio}
            onChange={setVigenciaInicio}
            error={erroVigencia}
          />
          <TextInput
            label="Fonte"
            withAsterisk
            placeholder="Ex.: Resolução ANTT nº 6.067/2025"
            maxLength={FONTE_MAX}
            value={fonte}
            onChange={(event) => setFonte(event.currentTarget.value)}
            error={erroFonte}
          />
        </Group>
        <Textarea
          label="Coeficientes"
          withAsterisk
          description={
            <>
              Um coeficiente por linha: <Code>tabela;tipo de carga;eixos;ccd;cc</Code> — tabela A a D, tipo de
              carga pelo código (1 a 12, como na lista), eixos de {COEFICIENTES_LIMITES.eixosMin} a{' '}
              {COEFICIENTES_LIMITES.eixosMax}, CCD em R$/km (até 4 casas) e CC em R$ (até 2 casas). Aceita
              células coladas de uma planilha (separadas por tabulação).
            </>
          }
          placeholder={`Exemplo:\n${EXEMPLO_COEFICIENTES}`}
          // Fixed rows: the autosize variant needs the Font Loading API, absent in some environments.
          rows={10}
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          value={texto}
          onChange={(event) => setTexto(event.currentTarget.value)}
          error={errosDoTexto.length > 0 ? 'Corrija as linhas indicadas abaixo.' : null}
        />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="gray.7" role="status">
            {lidos === 1 ? '1 coeficiente lido' : `${lidos} coeficientes lidos`}
            {leitura.erros.length > 0 && texto.trim() !== '' ? ` · ${leitura.erros.length} com erro` : ''}
          </Text>
          <Button
            variant="subtle"
            size="xs"
            disabled={emVigor.length === 0}
            onClick={() => setTexto(textoDosCoeficientes(emVigor))}
          >
            Começar pelos coeficientes em vigor em {dataIso(dataEmVigor)}
          </Button>
        </Group>
        {errosDoTexto.length > 0 && (
          <Alert color="red" variant="light" role="alert" title="Há linhas com erro; nada foi enviado">
            <List size="sm">
              {errosDoTexto.slice(0, ERROS_LISTADOS).map((erro) => (
                <List.Item key={erro}>{erro}</List.Item>
              ))}
            </List>
            {errosDoTexto.length > ERROS_LISTADOS && (
              <Text size="sm" mt={4}>
                e mais {errosDoTexto.length - ERROS_LISTADOS} erros.
              </Text>
            )}
          </Alert>
        )}
        <AlertaDeFalhas titulo="Os coeficientes não foram registrados" falhas={errosDaApi} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => void enviar()} loading={registrar.isPending}>
            Registrar coeficientes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
