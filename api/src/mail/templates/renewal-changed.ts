import type { RenewalChangedVars, Template } from "./types.js";

/**
 * To the buyer who turned the renewal of a subscription off or on in My
 * account (issue #38): off says when the VIP time ends and that nothing more
 * is charged; on says when and what is charged. In every site language.
 */
export const renewalChanged = {
  byLocale: {
    en: ({ renew, date, amount, accountLink }) =>
      renew
        ? {
            subject: `Your mVPN subscription renews on ${date}`,
            text: [
              `Hello,`,
              ``,
              `You turned on the renewal of your mVPN subscription.`,
              `It renews on ${date} at ${amount}, charged to the payment method you paid with.`,
              ``,
              `You can turn the renewal off at any time in My account: ${accountLink}`,
              ``,
              `— mVPN`,
            ].join("\n"),
          }
        : {
            subject: "Your mVPN subscription will not renew",
            text: [
              `Hello,`,
              ``,
              `You turned off the renewal of your mVPN subscription: nothing more will be charged.`,
              `Your VIP time ends on ${date}.`,
              ``,
              `Changed your mind? Turn the renewal on again in My account: ${accountLink}`,
              ``,
              `— mVPN`,
            ].join("\n"),
          },

    ar: ({ renew, date, amount, accountLink }) =>
      renew
        ? {
            subject: `يتجدد اشتراكك في mVPN في ${date}`,
            text: [
              `مرحبًا،`,
              ``,
              `فعّلت تجديد اشتراكك في mVPN.`,
              `يتجدد الاشتراك في ${date} بمبلغ ${amount}، يُخصم من وسيلة الدفع التي دفعت بها.`,
              ``,
              `يمكنك إيقاف التجديد في أي وقت من صفحة حسابي: ${accountLink}`,
              ``,
              `— mVPN`,
            ].join("\n"),
          }
        : {
            subject: "لن يتجدد اشتراكك في mVPN",
            text: [
              `مرحبًا،`,
              ``,
              `أوقفت تجديد اشتراكك في mVPN، ولن يُخصم منك أي مبلغ آخر.`,
              `ينتهي وقت VIP الخاص بك في ${date}.`,
              ``,
              `غيّرت رأيك؟ فعّل التجديد من جديد من صفحة حسابي: ${accountLink}`,
              ``,
              `— mVPN`,
            ].join("\n"),
          },

    de: ({ renew, date, amount, accountLink }) =>
      renew
        ? {
            subject: `Ihr mVPN-Abo verlängert sich am ${date}`,
            text: [
              `Hallo,`,
              ``,
              `Sie haben die Verlängerung Ihres mVPN-Abos eingeschaltet.`,
              `Es verlängert sich am ${date} für ${amount}; abgebucht wird über die Zahlungsmethode, mit der Sie bezahlt haben.`,
              ``,
              `Sie können die Verlängerung jederzeit unter „Mein Konto“ ausschalten: ${accountLink}`,
              ``,
              `— mVPN`,
            ].join("\n"),
          }
        : {
            subject: "Ihr mVPN-Abo wird nicht verlängert",
            text: [
              `Hallo,`,
              ``,
              `Sie haben die Verlängerung Ihres mVPN-Abos ausgeschaltet: Es wird nichts mehr abgebucht.`,
              `Ihre VIP-Zeit endet am ${date}.`,
              ``,
              `Doch anders entschieden? Schalten Sie die Verlängerung unter „Mein Konto“ wieder ein: ${accountLink}`,
              ``,
              `— mVPN`,
            ].join("\n"),
          },

    es: ({ renew, date, amount, accountLink }) =>
      renew
        ? {
            subject: `Tu suscripción a mVPN se renueva el ${date}`,
            text: [
              `Hola:`,
              ``,
              `Has activado la renovación de tu suscripción a mVPN.`,
              `Se renueva el ${date} por ${amount}, que se cobrarán al método de pago que usaste.`,
              ``,
              `Puedes desactivar la renovación cuando quieras en Mi cuenta: ${accountLink}`,
              ``,
              `— mVPN`,
            ].join("\n"),
          }
        : {
            subject: "Tu suscripción a mVPN no se renovará",
            text: [
              `Hola:`,
              ``,
              `Has desactivado la renovación de tu suscripción a mVPN: no se te cobrará nada más.`,
              `Tu tiempo VIP termina el ${date}.`,
              ``,
              `¿Has cambiado de idea? Vuelve a activar la renovación en Mi cuenta: ${accountLink}`,
              ``,
              `— mVPN`,
            ].join("\n"),
          },

    fr: ({ renew, date, amount, accountLink }) =>
      renew
        ? {
            subject: `Votre abonnement mVPN se renouvelle le ${date}`,
            text: [
              `Bonjour,`,
              ``,
              `Vous avez réactivé le renouvellement de votre abonnement mVPN.`,
              `Il se renouvelle le ${date} pour ${amount}, prélevés sur le moyen de paiement que vous avez utilisé.`,
              ``,
              `Vous pouvez désactiver le renouvellement à tout moment dans Mon compte : ${accountLink}`,
              ``,
              `— mVPN`,
            ].join("\n"),
          }
        : {
            subject: "Votre abonnement mVPN ne sera pas renouvelé",
            text: [
              `Bonjour,`,
              ``,
              `Vous avez désactivé le renouvellement de votre abonnement mVPN : plus rien ne vous sera prélevé.`,
              `Votre temps VIP prend fin le ${date}.`,
              ``,
              `Vous avez changé d’avis ? Réactivez le renouvellement dans Mon compte : ${accountLink}`,
              ``,
              `— mVPN`,
            ].join("\n"),
          },

    it: ({ renew, date, amount, accountLink }) =>
      renew
        ? {
            subject: `Il tuo abbonamento mVPN si rinnova il ${date}`,
            text: [
              `Ciao,`,
              ``,
              `hai attivato il rinnovo del tuo abbonamento mVPN.`,
              `Si rinnova il ${date} a ${amount}, addebitati sul metodo di pagamento che hai usato.`,
              ``,
              `Puoi disattivare il rinnovo in qualsiasi momento in Il mio account: ${accountLink}`,
              ``,
              `— mVPN`,
            ].join("\n"),
          }
        : {
            subject: "Il tuo abbonamento mVPN non si rinnoverà",
            text: [
              `Ciao,`,
              ``,
              `hai disattivato il rinnovo del tuo abbonamento mVPN: non ti verrà addebitato più nulla.`,
              `Il tuo tempo VIP termina il ${date}.`,
              ``,
              `Hai cambiato idea? Riattiva il rinnovo in Il mio account: ${accountLink}`,
              ``,
              `— mVPN`,
            ].join("\n"),
          },

    ja: ({ renew, date, amount, accountLink }) =>
      renew
        ? {
            subject: `mVPNのサブスクリプションは${date}に更新されます`,
            text: [
              `mVPNのサブスクリプションの自動更新をオンにしました。`,
              `${date}に${amount}で更新され、お支払いに使われた方法に請求されます。`,
              ``,
              `自動更新はマイアカウントからいつでもオフにできます：${accountLink}`,
              ``,
              `— mVPN`,
            ].join("\n"),
          }
        : {
            subject: "mVPNのサブスクリプションは更新されません",
            text: [
              `mVPNのサブスクリプションの自動更新をオフにしました。今後の請求はありません。`,
              `VIP期間は${date}に終了します。`,
              ``,
              `自動更新を再開する場合は、マイアカウントでオンにしてください：${accountLink}`,
              ``,
              `— mVPN`,
            ].join("\n"),
          },

    nl: ({ renew, date, amount, accountLink }) =>
      renew
        ? {
            subject: `Je mVPN-abonnement wordt verlengd op ${date}`,
            text: [
              `Hallo,`,
              ``,
              `Je hebt de verlenging van je mVPN-abonnement aangezet.`,
              `Het wordt op ${date} verlengd voor ${amount}, af te schrijven via de betaalmethode waarmee je hebt betaald.`,
              ``,
              `Je kunt de verlenging altijd uitzetten in Mijn account: ${accountLink}`,
              ``,
              `— mVPN`,
            ].join("\n"),
          }
        : {
            subject: "Je mVPN-abonnement wordt niet verlengd",
            text: [
              `Hallo,`,
              ``,
              `Je hebt de verlenging van je mVPN-abonnement uitgezet: er wordt niets meer afgeschreven.`,
              `Je VIP-tijd eindigt op ${date}.`,
              ``,
              `Toch van gedachten veranderd? Zet de verlenging weer aan in Mijn account: ${accountLink}`,
              ``,
              `— mVPN`,
            ].join("\n"),
          },

    pl: ({ renew, date, amount, accountLink }) =>
      renew
        ? {
            subject: `Twoja subskrypcja mVPN odnowi się ${date}`,
            text: [
              `Dzień dobry,`,
              ``,
              `włączono odnawianie Twojej subskrypcji mVPN.`,
              `Odnowi się ${date} za ${amount} – kwota zostanie pobrana z metody płatności, której użyto.`,
              ``,
              `Odnawianie możesz wyłączyć w dowolnej chwili w sekcji Moje konto: ${accountLink}`,
              ``,
              `— mVPN`,
            ].join("\n"),
          }
        : {
            subject: "Twoja subskrypcja mVPN nie zostanie odnowiona",
            text: [
              `Dzień dobry,`,
              ``,
              `wyłączono odnawianie Twojej subskrypcji mVPN – nie pobierzemy już żadnych opłat.`,
              `Twój czas VIP kończy się ${date}.`,
              ``,
              `Zmiana planów? Włącz odnawianie ponownie w sekcji Moje konto: ${accountLink}`,
              ``,
              `— mVPN`,
            ].join("\n"),
          },

    pt: ({ renew, date, amount, accountLink }) =>
      renew
        ? {
            subject: `Sua assinatura do mVPN será renovada em ${date}`,
            text: [
              `Olá,`,
              ``,
              `Você ativou a renovação da sua assinatura do mVPN.`,
              `Ela será renovada em ${date} por ${amount}, cobrados no meio de pagamento que você usou.`,
              ``,
              `Você pode desativar a renovação quando quiser em Minha conta: ${accountLink}`,
              ``,
              `— mVPN`,
            ].join("\n"),
          }
        : {
            subject: "Sua assinatura do mVPN não será renovada",
            text: [
              `Olá,`,
              ``,
              `Você desativou a renovação da sua assinatura do mVPN: nada mais será cobrado.`,
              `Seu tempo VIP termina em ${date}.`,
              ``,
              `Mudou de ideia? Ative a renovação de novo em Minha conta: ${accountLink}`,
              ``,
              `— mVPN`,
            ].join("\n"),
          },

    ru: ({ renew, date, amount, accountLink }) =>
      renew
        ? {
            subject: `Ваша подписка mVPN продлится ${date}`,
            text: [
              `Здравствуйте!`,
              ``,
              `Вы включили автопродление подписки mVPN.`,
              `Она продлится ${date} за ${amount} — оплата спишется со способа оплаты, которым вы платили.`,
              ``,
              `Отключить автопродление можно в любой момент в личном кабинете: ${accountLink}`,
              ``,
              `— mVPN`,
            ].join("\n"),
          }
        : {
            subject: "Ваша подписка mVPN не продлится",
            text: [
              `Здравствуйте!`,
              ``,
              `Вы отключили автопродление подписки mVPN: больше ничего списано не будет.`,
              `Ваше время VIP закончится ${date}.`,
              ``,
              `Передумали? Снова включите автопродление в личном кабинете: ${accountLink}`,
              ``,
              `— mVPN`,
            ].join("\n"),
          },
  },
} satisfies Template<RenewalChangedVars>;
