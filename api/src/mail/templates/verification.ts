import { plural } from "./plural.js";
import type { Template, VerificationVars } from "./types.js";

/**
 * The code and link to reset or set a password (verification/request), in
 * every site language. The code and the link go in unchanged; the minutes
 * take the language's plural form.
 */
export const verification = {
  byLocale: {
    en: ({ code, link, minutes, purpose }) => ({
      subject: `Your mVPN verification code: ${code}`,
      text: [
        `Hello,`,
        ``,
        `Someone (hopefully you) asked to ${
          purpose === "reset_password"
            ? "reset your mVPN password"
            : "set a password for your mVPN account"
        }.`,
        ``,
        `Your verification code is: ${code}`,
        ``,
        `Or open this link: ${link}`,
        ``,
        `The code and the link work for ${plural("en", minutes, { one: "# minute", other: "# minutes" })} and only once.`,
        `If you did not ask for this, ignore this mail: nothing changes.`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    ar: ({ code, link, minutes, purpose }) => ({
      subject: `رمز التحقق لحسابك في mVPN: ${code}`,
      text: [
        `مرحبًا،`,
        ``,
        `طلب أحدهم (ونأمل أن تكون أنت) ${
          purpose === "reset_password"
            ? "إعادة تعيين كلمة مرور mVPN الخاصة بك"
            : "تعيين كلمة مرور لحسابك في mVPN"
        }.`,
        ``,
        `رمز التحقق الخاص بك هو: ${code}`,
        ``,
        `أو افتح هذا الرابط: ${link}`,
        ``,
        `الرمز والرابط صالحان لمدة ${plural("ar", minutes, {
          zero: "# دقيقة",
          one: "دقيقة واحدة",
          two: "دقيقتين",
          few: "# دقائق",
          many: "# دقيقة",
          other: "# دقيقة",
        })} ولمرة واحدة فقط.`,
        `إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لن يتغير شيء.`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    de: ({ code, link, minutes, purpose }) => ({
      subject: `Ihr mVPN-Bestätigungscode: ${code}`,
      text: [
        `Hallo,`,
        ``,
        `jemand (hoffentlich Sie) hat darum gebeten, ${
          purpose === "reset_password"
            ? "Ihr mVPN-Passwort zurückzusetzen"
            : "ein Passwort für Ihr mVPN-Konto festzulegen"
        }.`,
        ``,
        `Ihr Bestätigungscode lautet: ${code}`,
        ``,
        `Oder öffnen Sie diesen Link: ${link}`,
        ``,
        `Code und Link sind ${plural("de", minutes, { one: "# Minute", other: "# Minuten" })} lang gültig und nur einmal verwendbar.`,
        `Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach: Es ändert sich nichts.`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    es: ({ code, link, minutes, purpose }) => ({
      subject: `Tu código de verificación de mVPN: ${code}`,
      text: [
        `Hola:`,
        ``,
        `Alguien (esperamos que tú) ha solicitado ${
          purpose === "reset_password"
            ? "restablecer tu contraseña de mVPN"
            : "establecer una contraseña para tu cuenta de mVPN"
        }.`,
        ``,
        `Tu código de verificación es: ${code}`,
        ``,
        `O abre este enlace: ${link}`,
        ``,
        `El código y el enlace son válidos durante ${plural("es", minutes, { one: "# minuto", other: "# minutos" })} y solo funcionan una vez.`,
        `Si no lo has solicitado tú, ignora este correo: no cambiará nada.`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    fr: ({ code, link, minutes, purpose }) => ({
      subject: `Votre code de vérification mVPN : ${code}`,
      text: [
        `Bonjour,`,
        ``,
        `Quelqu’un (vous, nous l’espérons) a demandé à ${
          purpose === "reset_password"
            ? "réinitialiser votre mot de passe mVPN"
            : "définir un mot de passe pour votre compte mVPN"
        }.`,
        ``,
        `Votre code de vérification est : ${code}`,
        ``,
        `Ou ouvrez ce lien : ${link}`,
        ``,
        `Le code et le lien sont valables ${plural("fr", minutes, { one: "# minute", other: "# minutes" })} et ne servent qu’une seule fois.`,
        `Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne sera modifié.`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    it: ({ code, link, minutes, purpose }) => ({
      subject: `Il tuo codice di verifica mVPN: ${code}`,
      text: [
        `Ciao,`,
        ``,
        `qualcuno (speriamo tu) ha chiesto di ${
          purpose === "reset_password"
            ? "reimpostare la password di mVPN"
            : "impostare una password per il tuo account mVPN"
        }.`,
        ``,
        `Il tuo codice di verifica è: ${code}`,
        ``,
        `Oppure apri questo link: ${link}`,
        ``,
        `Il codice e il link sono validi per ${plural("it", minutes, { one: "# minuto", other: "# minuti" })} e si possono usare una sola volta.`,
        `Se non hai fatto tu questa richiesta, ignora questa email: non cambierà nulla.`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    ja: ({ code, link, minutes, purpose }) => ({
      subject: `mVPNの確認コード：${code}`,
      text: [
        `${
          purpose === "reset_password" ? "mVPNのパスワード再設定" : "mVPNアカウントのパスワード設定"
        }のリクエストを受け付けました。`,
        ``,
        `確認コード：${code}`,
        ``,
        `または、次のリンクを開いてください：${link}`,
        ``,
        `コードとリンクの有効期限は${minutes}分間で、使用できるのは1回のみです。`,
        `お心当たりがない場合は、このメールを破棄してください。設定は変更されません。`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    nl: ({ code, link, minutes, purpose }) => ({
      subject: `Je mVPN-verificatiecode: ${code}`,
      text: [
        `Hallo,`,
        ``,
        `Iemand (hopelijk jij) heeft gevraagd om ${
          purpose === "reset_password"
            ? "je mVPN-wachtwoord opnieuw in te stellen"
            : "een wachtwoord voor je mVPN-account in te stellen"
        }.`,
        ``,
        `Je verificatiecode is: ${code}`,
        ``,
        `Of open deze link: ${link}`,
        ``,
        `De code en de link zijn ${plural("nl", minutes, { one: "# minuut", other: "# minuten" })} geldig en werken maar één keer.`,
        `Heb je dit niet zelf gevraagd? Negeer dan deze e-mail: er verandert niets.`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    pl: ({ code, link, minutes, purpose }) => ({
      subject: `Twój kod weryfikacyjny mVPN: ${code}`,
      text: [
        `Dzień dobry,`,
        ``,
        `ktoś (mamy nadzieję, że Ty) poprosił o ${
          purpose === "reset_password"
            ? "zresetowanie hasła do mVPN"
            : "ustawienie hasła do konta mVPN"
        }.`,
        ``,
        `Twój kod weryfikacyjny to: ${code}`,
        ``,
        `Możesz też otworzyć ten link: ${link}`,
        ``,
        `Kod i link są ważne przez ${plural("pl", minutes, {
          one: "# minutę",
          few: "# minuty",
          many: "# minut",
          other: "# minuty",
        })} i działają tylko raz.`,
        `Jeśli to nie Ty, zignoruj tę wiadomość – nic się nie zmieni.`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    pt: ({ code, link, minutes, purpose }) => ({
      subject: `Seu código de verificação do mVPN: ${code}`,
      text: [
        `Olá,`,
        ``,
        `Alguém (esperamos que você) pediu para ${
          purpose === "reset_password"
            ? "redefinir sua senha do mVPN"
            : "definir uma senha para sua conta do mVPN"
        }.`,
        ``,
        `Seu código de verificação é: ${code}`,
        ``,
        `Ou abra este link: ${link}`,
        ``,
        `O código e o link valem por ${plural("pt", minutes, { one: "# minuto", other: "# minutos" })} e só podem ser usados uma vez.`,
        `Se não foi você que pediu, ignore este e-mail: nada será alterado.`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    ru: ({ code, link, minutes, purpose }) => ({
      subject: `Ваш код подтверждения mVPN: ${code}`,
      text: [
        `Здравствуйте!`,
        ``,
        `Кто-то (надеемся, что вы) запросил ${
          purpose === "reset_password" ? "сброс пароля mVPN" : "установку пароля для аккаунта mVPN"
        }.`,
        ``,
        `Ваш код подтверждения: ${code}`,
        ``,
        `Или откройте эту ссылку: ${link}`,
        ``,
        `Код и ссылка действуют ${plural("ru", minutes, {
          one: "# минуту",
          few: "# минуты",
          many: "# минут",
          other: "# минуты",
        })} и только один раз.`,
        `Если вы этого не запрашивали, просто проигнорируйте письмо: ничего не изменится.`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),
  },
} satisfies Template<VerificationVars>;
