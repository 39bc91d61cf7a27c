import type { RenewalDeclinedVars, Template } from "./types.js";

/**
 * To a buyer whose renewal the provider declined (the renewal job): the
 * subscription ended at its date, nothing was charged, and where to buy
 * again. In every site language.
 */
export const renewalDeclined = {
  byLocale: {
    en: ({ date, pricingLink }) => ({
      subject: "Your mVPN subscription could not be renewed",
      text: [
        `Hello,`,
        ``,
        `We could not charge the payment method saved for your mVPN subscription, so it was not renewed and nothing was charged.`,
        `Your VIP time ended on ${date}.`,
        ``,
        `To keep using VIP, choose a plan: ${pricingLink}`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    ar: ({ date, pricingLink }) => ({
      subject: "تعذّر تجديد اشتراكك في mVPN",
      text: [
        `مرحبًا،`,
        ``,
        `تعذّر علينا الخصم من وسيلة الدفع المحفوظة لاشتراكك في mVPN، لذا لم يتجدد الاشتراك ولم يُخصم أي مبلغ.`,
        `انتهى وقت VIP الخاص بك في ${date}.`,
        ``,
        `لمواصلة استخدام VIP، اختر خطة: ${pricingLink}`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    de: ({ date, pricingLink }) => ({
      subject: "Ihr mVPN-Abo konnte nicht verlängert werden",
      text: [
        `Hallo,`,
        ``,
        `Die für Ihr mVPN-Abo hinterlegte Zahlungsmethode konnte nicht belastet werden. Das Abo wurde deshalb nicht verlängert, und es wurde nichts abgebucht.`,
        `Ihre VIP-Zeit endete am ${date}.`,
        ``,
        `Um VIP weiter zu nutzen, wählen Sie einen Tarif: ${pricingLink}`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    es: ({ date, pricingLink }) => ({
      subject: "No se ha podido renovar tu suscripción a mVPN",
      text: [
        `Hola:`,
        ``,
        `No hemos podido cobrar al método de pago guardado para tu suscripción a mVPN, así que no se ha renovado y no se te ha cobrado nada.`,
        `Tu tiempo VIP terminó el ${date}.`,
        ``,
        `Para seguir usando VIP, elige un plan: ${pricingLink}`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    fr: ({ date, pricingLink }) => ({
      subject: "Votre abonnement mVPN n’a pas pu être renouvelé",
      text: [
        `Bonjour,`,
        ``,
        `Le prélèvement sur le moyen de paiement enregistré pour votre abonnement mVPN a échoué : l’abonnement n’a pas été renouvelé et rien ne vous a été prélevé.`,
        `Votre temps VIP a pris fin le ${date}.`,
        ``,
        `Pour continuer à profiter du VIP, choisissez une offre : ${pricingLink}`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    it: ({ date, pricingLink }) => ({
      subject: "Non è stato possibile rinnovare il tuo abbonamento mVPN",
      text: [
        `Ciao,`,
        ``,
        `non siamo riusciti ad addebitare il metodo di pagamento salvato per il tuo abbonamento mVPN, quindi l’abbonamento non è stato rinnovato e non ti è stato addebitato nulla.`,
        `Il tuo tempo VIP è terminato il ${date}.`,
        ``,
        `Per continuare a usare VIP, scegli un piano: ${pricingLink}`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    ja: ({ date, pricingLink }) => ({
      subject: "mVPNのサブスクリプションを更新できませんでした",
      text: [
        `mVPNのサブスクリプションに登録されたお支払い方法に請求できなかったため、更新されませんでした。料金は請求されていません。`,
        `VIP期間は${date}に終了しました。`,
        ``,
        `VIPを引き続きご利用になるには、プランをお選びください：${pricingLink}`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    nl: ({ date, pricingLink }) => ({
      subject: "Je mVPN-abonnement kon niet worden verlengd",
      text: [
        `Hallo,`,
        ``,
        `We konden de opgeslagen betaalmethode van je mVPN-abonnement niet belasten. Het abonnement is daarom niet verlengd en er is niets afgeschreven.`,
        `Je VIP-tijd is geëindigd op ${date}.`,
        ``,
        `Wil je VIP blijven gebruiken? Kies een abonnement: ${pricingLink}`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    pl: ({ date, pricingLink }) => ({
      subject: "Nie udało się odnowić Twojej subskrypcji mVPN",
      text: [
        `Dzień dobry,`,
        ``,
        `nie udało się pobrać opłaty z metody płatności zapisanej dla Twojej subskrypcji mVPN, więc subskrypcja nie została odnowiona i nic nie pobraliśmy.`,
        `Twój czas VIP skończył się ${date}.`,
        ``,
        `Aby dalej korzystać z VIP, wybierz plan: ${pricingLink}`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    pt: ({ date, pricingLink }) => ({
      subject: "Não foi possível renovar sua assinatura do mVPN",
      text: [
        `Olá,`,
        ``,
        `Não conseguimos cobrar no meio de pagamento salvo para sua assinatura do mVPN, por isso ela não foi renovada e nada foi cobrado.`,
        `Seu tempo VIP terminou em ${date}.`,
        ``,
        `Para continuar usando o VIP, escolha um plano: ${pricingLink}`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    ru: ({ date, pricingLink }) => ({
      subject: "Не удалось продлить подписку mVPN",
      text: [
        `Здравствуйте!`,
        ``,
        `Не удалось списать оплату с сохранённого способа оплаты вашей подписки mVPN, поэтому подписка не продлена и ничего не списано.`,
        `Ваше время VIP закончилось ${date}.`,
        ``,
        `Чтобы и дальше пользоваться VIP, выберите тариф: ${pricingLink}`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),
  },
} satisfies Template<RenewalDeclinedVars>;
