import { PRIVACY_VERSION } from "~/features/terms/documents";
import type { LegalText } from "./types";

// Política de Privacidade (LGPD). Changing this text means bumping PRIVACY_VERSION.

export const PRIVACY: LegalText = {
  title: "Política de Privacidade",
  version: PRIVACY_VERSION,
  updatedAt: "1º de janeiro de 2025",
  intro: [
    "Esta Política explica quais dados pessoais o Consórcio Pro trata, para quê, com quem os compartilha, como os protege, por quanto tempo os guarda e como você exerce os seus direitos, conforme a Lei nº 13.709/2018 (LGPD).",
    "Para os dados de cadastro, acesso e pagamento dos usuários, a Operadora identificada no topo desta página é a controladora. Para os dados dos clientes finais que os vendedores inserem na plataforma, o vendedor é o controlador e a Operadora atua como operadora, como descrito nos Termos de Uso.",
  ],
  sections: [
    {
      id: "coleta",
      title: "1. Coleta",
      blocks: [
        "Coletamos apenas o necessário para prestar o serviço:",
        {
          list: [
            "Cadastro: nome, e-mail, nome do negócio, CPF ou CNPJ, a declaração de maioridade e a senha (guardada somente como hash, nunca em texto).",
            "Acesso e segurança: data e hora das sessões, endereço IP, navegador e dispositivo, tentativas de login e registros de aceite dos Termos e desta Política.",
            "Assinatura: plano, status e histórico de pagamentos. Os dados do cartão ou da conta bancária são informados diretamente ao Mercado Pago e não ficam conosco.",
            "Personalização: logotipos, cores, número de WhatsApp e parâmetros de simulação que você configura.",
            "Dados de clientes finais, inseridos por você ou enviados pelo cliente na página pública da proposta: nome, telefone, e-mail, CPF (opcional) e mensagem.",
            "Cookies essenciais: o cookie de sessão (para manter você conectado com segurança) e o de preferência de tema. Não usamos cookies de publicidade.",
          ],
        },
        "Bases legais: execução do contrato (art. 7º, V), cumprimento de obrigação legal ou regulatória (art. 7º, II), exercício regular de direitos (art. 7º, VI) e legítimo interesse para segurança e prevenção a fraudes (art. 7º, IX).",
      ],
    },
    {
      id: "compartilhamento",
      title: "2. Compartilhamento",
      blocks: [
        "Não vendemos dados pessoais. Compartilhamos somente o necessário com:",
        {
          list: [
            "Mercado Pago, para processar as assinaturas;",
            "provedores de hospedagem, banco de dados e envio de e-mails, que atuam como suboperadores sob contrato e dever de confidencialidade;",
            "autoridades públicas, quando houver obrigação legal ou ordem judicial.",
          ],
        },
        "O link público de uma proposta mostra ao cliente as informações que o vendedor incluiu nela. Links públicos podem ser revogados pelo vendedor a qualquer momento.",
      ],
    },
    {
      id: "seguranca",
      title: "3. Segurança",
      blocks: [
        "Adotamos medidas técnicas e administrativas para proteger os dados, entre elas:",
        {
          list: [
            "tráfego criptografado (HTTPS) e cookies de sessão inacessíveis a scripts;",
            "senhas guardadas apenas como hash (argon2id) e links de e-mail de uso único, guardados também como hash e com validade curta;",
            "isolamento dos dados de cada conta, limite de sessões simultâneas e bloqueio temporário após tentativas de login malsucedidas;",
            "acesso interno restrito a quem precisa, com registro das operações administrativas.",
          ],
        },
        "Se ocorrer um incidente de segurança que possa causar risco ou dano relevante, comunicaremos os titulares afetados e a Autoridade Nacional de Proteção de Dados (ANPD), nos termos do art. 48 da LGPD.",
      ],
    },
    {
      id: "retencao",
      title: "4. Retenção",
      blocks: [
        "Guardamos os dados enquanto a conta estiver ativa. Quando você exclui a sua conta ou o seu acesso, os dados são eliminados, exceto:",
        {
          list: [
            "registros de acesso à aplicação, guardados por 6 (seis) meses (Marco Civil da Internet, art. 15);",
            "documentos fiscais e de cobrança, guardados pelo prazo exigido pela legislação tributária (em regra, 5 anos);",
            "dados necessários ao exercício de direitos em processos, pelo prazo prescricional aplicável.",
          ],
        },
        "Cópias de segurança são sobrescritas em ciclos regulares; dados eliminados deixam de existir nelas ao fim de cada ciclo.",
      ],
    },
    {
      id: "direitos-do-titular",
      title: "5. Direitos do titular",
      blocks: [
        "Nos termos do art. 18 da LGPD, você pode pedir a qualquer momento:",
        {
          list: [
            "confirmação da existência de tratamento e acesso aos dados;",
            "correção de dados incompletos, inexatos ou desatualizados;",
            "anonimização, bloqueio ou eliminação de dados desnecessários ou tratados em desconformidade com a lei;",
            "portabilidade dos dados;",
            "eliminação dos dados tratados com base no consentimento e informação sobre com quem os compartilhamos;",
            "revisão de decisões tomadas unicamente com base em tratamento automatizado.",
          ],
        },
        "Em Minha conta você baixa uma cópia dos seus dados em JSON e exclui o seu acesso (o titular da conta exclui a conta inteira). Para outros pedidos, escreva para o nosso encarregado: privacidade@consorciopro.com.br. Respondemos em até 15 dias.",
        "Clientes finais de um vendedor devem dirigir os pedidos ao próprio vendedor, que é o controlador desses dados; nós o auxiliaremos a atendê-los. Você também pode apresentar reclamação à ANPD.",
        "Esta Política pode ser atualizada; mudanças relevantes serão avisadas com 30 dias de antecedência e apresentadas para aceite na plataforma.",
      ],
    },
  ],
};
