import { PLANS } from "~/features/plans";
import { TERMS_VERSION } from "~/features/terms/documents";
import { formatCents } from "~/lib/format";
import type { LegalText } from "./types";

// Termos de Uso. Constants of spec section 9: 30-day billing in advance, 30 days' notice to cancel
// and to change the terms, termination after 15 days overdue, liability capped at 12 months of
// subscription, minimum age 18. Changing this text means bumping TERMS_VERSION.

const price = (id: keyof typeof PLANS) => `${formatCents(PLANS[id].priceCents)} por mês`;

export const TERMS: LegalText = {
  title: "Termos de Uso",
  version: TERMS_VERSION,
  updatedAt: "1º de janeiro de 2025",
  intro: [
    "Estes Termos de Uso regulam o acesso e o uso do Consórcio Pro, plataforma on-line de simuladores e propostas para profissionais que vendem consórcio. O Consórcio Pro é oferecido por uma empresa de tecnologia (a “Operadora”), identificada no topo desta página.",
    "A Operadora fornece software. Ela não é administradora de consórcio, instituição financeira nem corretora, não comercializa cotas de consórcio e não participa das negociações entre você e os seus clientes.",
  ],
  sections: [
    {
      id: "aceitacao",
      title: "1. Aceitação",
      blocks: [
        "Ao criar uma conta ou usar o Consórcio Pro, você declara que leu, entendeu e aceita estes Termos e a Política de Privacidade. Se não concordar, não use a plataforma.",
        "O uso é permitido somente a pessoas com 18 (dezoito) anos ou mais e plenamente capazes. Quem cadastra uma empresa declara ter poderes para representá-la.",
        "Cada aceite fica registrado com o documento, a versão, a data e a hora (UTC), o endereço IP e o navegador usados. Quando uma nova versão entrar em vigor, pediremos um novo aceite ao entrar na plataforma.",
      ],
    },
    {
      id: "cadastro",
      title: "2. Cadastro e verificação",
      blocks: [
        "Para usar a plataforma é preciso informar nome, e-mail, senha, nome do negócio e CPF ou CNPJ válidos e mantê-los atualizados. O acesso é liberado depois da confirmação do e-mail pelo link que enviamos.",
        "A conta pertence ao negócio cadastrado. O titular da conta pode criar e remover logins de vendedores da sua equipe e responde pelo uso que eles fazem da plataforma.",
        "Login e senha são pessoais e intransferíveis. Cada plano permite um número máximo de sessões simultâneas (usuários conectados ao mesmo tempo); uma nova sessão além desse limite é recusada até que outra seja encerrada.",
        "Podemos recusar ou suspender cadastros com dados falsos, incompletos ou usados de forma fraudulenta.",
      ],
    },
    {
      id: "propriedade-intelectual",
      title: "3. Propriedade intelectual",
      blocks: [
        "O software, o código, o design, as marcas, os textos e os modelos de simulação do Consórcio Pro pertencem à Operadora ou aos seus licenciantes e são protegidos pela legislação brasileira (Leis nº 9.609/1998, 9.610/1998 e 9.279/1996).",
        "Durante a assinatura, você recebe uma licença pessoal, limitada, não exclusiva e intransferível para usar a plataforma nas suas atividades de venda. É proibido copiar, revender, descompilar, fazer engenharia reversa ou criar obras derivadas da plataforma.",
        "Os logotipos, as cores, as imagens e os textos que você envia continuam seus. Você nos autoriza a armazená-los e exibi-los nas suas propostas, na página pública e nos PDFs, apenas para prestar o serviço, e garante que tem direito de usá-los.",
      ],
    },
    {
      id: "responsabilidades",
      title: "4. Responsabilidades do usuário",
      blocks: [
        "Você se compromete a:",
        {
          list: [
            "apresentar as simulações como estimativas, deixando claro ao cliente que valores, prazos, taxas e contemplação dependem das regras da administradora e do grupo de consórcio;",
            "cumprir o Código de Defesa do Consumidor, a Lei nº 11.795/2008 (Sistema de Consórcios), as normas do Banco Central do Brasil e as regras da administradora que você representa;",
            "inserir somente dados de clientes que você tenha base legal para tratar e usá-los apenas para a negociação em curso;",
            "não usar a plataforma para fins ilícitos, spam, fraude ou para violar direitos de terceiros;",
            "não tentar acessar contas, dados ou áreas que não sejam suas, nem sobrecarregar ou contornar os limites técnicos do serviço;",
            "manter suas credenciais em sigilo e nos avisar imediatamente sobre qualquer uso não autorizado.",
          ],
        },
      ],
    },
    {
      id: "lgpd",
      title: "5. Proteção de dados pessoais (LGPD)",
      blocks: [
        "A Operadora trata dados pessoais conforme a Lei nº 13.709/2018 (Lei Geral de Proteção de Dados Pessoais – LGPD). Em relação aos dados de cadastro, acesso e pagamento dos usuários, a Operadora atua como controladora, nos termos da Política de Privacidade.",
        "Tratamento de dados dos seus clientes. Em relação aos dados pessoais dos clientes finais que você insere ou recebe pela plataforma (como nome, telefone, e-mail, CPF e mensagens enviadas pela página pública da proposta), você é o controlador e a Operadora atua como operadora. Nessa condição, a Operadora:",
        {
          list: [
            "trata esses dados somente para prestar o serviço contratado e conforme as suas instruções, registradas pelo uso da plataforma;",
            "não usa esses dados para finalidades próprias, não os vende e não os compartilha, exceto com suboperadores necessários ao serviço (hospedagem, banco de dados e envio de e-mails), sob obrigações equivalentes de proteção;",
            "mantém confidencialidade e medidas técnicas e administrativas de segurança adequadas;",
            "comunica a você, em prazo razoável, incidentes de segurança que possam acarretar risco ou dano relevante aos titulares;",
            "auxilia você a atender às solicitações dos titulares e às autoridades, na medida do possível;",
            "elimina ou devolve os dados ao término do contrato, ressalvadas as hipóteses legais de conservação.",
          ],
        },
        "Cabe a você, como controlador, ter base legal para o tratamento, informar os seus clientes e atender às solicitações deles.",
      ],
    },
    {
      id: "limitacao-de-responsabilidade",
      title: "6. Limitação de responsabilidade",
      blocks: [
        "A plataforma é fornecida no estado em que se encontra. Buscamos mantê-la disponível e correta, mas não garantimos funcionamento ininterrupto ou livre de erros.",
        "As simulações são estimativas baseadas nos parâmetros informados e não constituem oferta, promessa de contemplação ou recomendação de investimento. A decisão de contratar e as informações passadas aos clientes são de responsabilidade do usuário.",
        "A Operadora não responde por lucros cessantes, perda de negócios ou danos indiretos. Na máxima extensão permitida pela lei, a responsabilidade total da Operadora fica limitada ao valor equivalente a 12 (doze) meses de assinatura do plano contratado, pagos pelo usuário antes do fato que deu origem ao pedido.",
      ],
    },
    {
      id: "pagamentos",
      title: "7. Pagamentos",
      blocks: [
        "O acesso exige um plano mensal pago, vendido pelo número de usuários simultâneos:",
        {
          list: [
            `basic — até ${PLANS.two_users.seats} usuários simultâneos: ${price("two_users")};`,
            `stardard — até ${PLANS.five_users.seats} usuários simultâneos: ${price("five_users")};`,
            `premium — até ${PLANS.ten_users.seats} usuários simultâneos: ${price("ten_users")}.`,
          ],
        },
        "A cobrança é recorrente, feita a cada 30 (trinta) dias, de forma antecipada, pelo meio de pagamento escolhido no Mercado Pago. A assinatura se renova automaticamente ao fim de cada período.",
        "Os preços são reajustados anualmente, na data de aniversário da assinatura, pela variação acumulada do IPCA/IBGE nos 12 meses anteriores (ou pelo índice oficial que o substituir). O novo valor é informado com antecedência mínima de 30 dias.",
        "Se o pagamento não for confirmado em até 15 (quinze) dias após o vencimento, o acesso à plataforma é suspenso até a regularização. Valores de períodos já iniciados não são devolvidos proporcionalmente, ressalvados os direitos previstos em lei.",
      ],
    },
    {
      id: "rescisao",
      title: "8. Rescisão",
      blocks: [
        "Você pode cancelar a assinatura a qualquer momento, com aviso de 30 (trinta) dias antes da renovação automática. O cancelamento produz efeito ao fim do período já pago, até quando o acesso continua disponível.",
        "A Operadora pode encerrar a conta se o pagamento estiver em atraso por mais de 15 (quinze) dias, ou imediatamente em caso de violação grave destes Termos ou da lei.",
        "Antes do encerramento, você pode exportar os seus dados em Minha conta. Depois dele, os dados são eliminados conforme a Política de Privacidade.",
        "A Operadora pode alterar estes Termos, avisando os usuários com pelo menos 30 (trinta) dias de antecedência. A nova versão será apresentada para aceite na plataforma; se você não concordar, poderá cancelar a assinatura sem multa.",
      ],
    },
    {
      id: "disposicoes-gerais",
      title: "9. Disposições gerais",
      blocks: [
        "Estes Termos, a Política de Privacidade e o plano contratado formam o acordo integral entre as partes. Se alguma cláusula for considerada inválida, as demais continuam válidas. A tolerância com o descumprimento de qualquer cláusula não significa renúncia.",
        "Você não pode ceder esta contratação a terceiros sem nossa concordância. Comunicações serão feitas pelo e-mail cadastrado ou por avisos na plataforma.",
        "Estes Termos são regidos pelas leis da República Federativa do Brasil. Fica eleito o foro do domicílio do usuário quando se tratar de relação de consumo; nos demais casos, o foro da sede da Operadora.",
        "Dúvidas sobre estes Termos: contato@consorciopro.com.br.",
      ],
    },
  ],
};
