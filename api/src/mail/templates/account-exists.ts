import type { AccountExistsVars, Template } from "./types.js";

/**
 * To the owner of an address someone just signed up with (signup), in every
 * site language: log in, or choose a password.
 */
export const accountExists = {
  byLocale: {
    en: ({ loginLink, resetLink }) => ({
      subject: "You already have an mVPN account",
      text: [
        `Hello,`,
        ``,
        `Someone (hopefully you) just started a new mVPN account with this email address.`,
        `This address already belongs to an mVPN account, so it was not added to the new one.`,
        ``,
        `To use your account, log in: ${loginLink}`,
        `Forgot your password, or never set one? Choose one here: ${resetLink}`,
        ``,
        `If this was not you, ignore this mail: your account has not changed.`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    ar: ({ loginLink, resetLink }) => ({
      subject: "لديك حساب في mVPN بالفعل",
      text: [
        `مرحبًا،`,
        ``,
        `أنشأ أحدهم (ونأمل أن تكون أنت) للتو حسابًا جديدًا في mVPN بعنوان البريد الإلكتروني هذا.`,
        `هذا العنوان مرتبط بالفعل بحساب في mVPN، لذا لم تتم إضافته إلى الحساب الجديد.`,
        ``,
        `لاستخدام حسابك، سجّل الدخول: ${loginLink}`,
        `نسيت كلمة المرور أو لم تعيّنها من قبل؟ اختر واحدة من هنا: ${resetLink}`,
        ``,
        `إذا لم تكن أنت، فتجاهل هذه الرسالة: لم يتغير شيء في حسابك.`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    de: ({ loginLink, resetLink }) => ({
      subject: "Sie haben bereits ein mVPN-Konto",
      text: [
        `Hallo,`,
        ``,
        `jemand (hoffentlich Sie) hat gerade mit dieser E-Mail-Adresse ein neues mVPN-Konto angelegt.`,
        `Diese Adresse gehört bereits zu einem mVPN-Konto und wurde deshalb nicht zum neuen Konto hinzugefügt.`,
        ``,
        `Um Ihr Konto zu nutzen, melden Sie sich an: ${loginLink}`,
        `Passwort vergessen oder nie eines festgelegt? Hier können Sie eines wählen: ${resetLink}`,
        ``,
        `Falls Sie das nicht waren, ignorieren Sie diese E-Mail: An Ihrem Konto hat sich nichts geändert.`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    es: ({ loginLink, resetLink }) => ({
      subject: "Ya tienes una cuenta de mVPN",
      text: [
        `Hola:`,
        ``,
        `Alguien (esperamos que tú) acaba de crear una cuenta nueva de mVPN con esta dirección de correo.`,
        `Esta dirección ya pertenece a una cuenta de mVPN, así que no se ha añadido a la nueva.`,
        ``,
        `Para usar tu cuenta, inicia sesión: ${loginLink}`,
        `¿Has olvidado tu contraseña o nunca creaste una? Elige una aquí: ${resetLink}`,
        ``,
        `Si no has sido tú, ignora este correo: tu cuenta no ha cambiado.`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    fr: ({ loginLink, resetLink }) => ({
      subject: "Vous avez déjà un compte mVPN",
      text: [
        `Bonjour,`,
        ``,
        `Quelqu’un (vous, nous l’espérons) vient de créer un nouveau compte mVPN avec cette adresse e-mail.`,
        `Cette adresse appartient déjà à un compte mVPN : elle n’a donc pas été ajoutée au nouveau.`,
        ``,
        `Pour utiliser votre compte, connectez-vous : ${loginLink}`,
        `Mot de passe oublié, ou jamais défini ? Choisissez-en un ici : ${resetLink}`,
        ``,
        `Si ce n’était pas vous, ignorez cet e-mail : votre compte n’a pas été modifié.`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    it: ({ loginLink, resetLink }) => ({
      subject: "Hai già un account mVPN",
      text: [
        `Ciao,`,
        ``,
        `qualcuno (speriamo tu) ha appena creato un nuovo account mVPN con questo indirizzo email.`,
        `Questo indirizzo appartiene già a un account mVPN, quindi non è stato aggiunto a quello nuovo.`,
        ``,
        `Per usare il tuo account, accedi: ${loginLink}`,
        `Hai dimenticato la password o non l’hai mai impostata? Sceglila qui: ${resetLink}`,
        ``,
        `Se non sei stato tu, ignora questa email: il tuo account non è cambiato.`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    ja: ({ loginLink, resetLink }) => ({
      subject: "すでにmVPNアカウントをお持ちです",
      text: [
        `このメールアドレスで、新しいmVPNアカウントが作成されました。`,
        `このアドレスはすでにmVPNアカウントに登録されているため、新しいアカウントには追加されていません。`,
        ``,
        `お持ちのアカウントにはこちらからログインしてください：${loginLink}`,
        `パスワードをお忘れの場合や、まだ設定していない場合は、こちらで設定できます：${resetLink}`,
        ``,
        `お心当たりがない場合は、このメールを破棄してください。アカウントは変更されていません。`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    nl: ({ loginLink, resetLink }) => ({
      subject: "Je hebt al een mVPN-account",
      text: [
        `Hallo,`,
        ``,
        `Iemand (hopelijk jij) heeft zojuist met dit e-mailadres een nieuw mVPN-account aangemaakt.`,
        `Dit adres hoort al bij een mVPN-account en is daarom niet aan het nieuwe account toegevoegd.`,
        ``,
        `Log in om je account te gebruiken: ${loginLink}`,
        `Wachtwoord vergeten of nooit ingesteld? Kies er hier een: ${resetLink}`,
        ``,
        `Was jij dit niet? Negeer dan deze e-mail: er is niets aan je account veranderd.`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    pl: ({ loginLink, resetLink }) => ({
      subject: "Masz już konto mVPN",
      text: [
        `Dzień dobry,`,
        ``,
        `ktoś (mamy nadzieję, że Ty) właśnie założył nowe konto mVPN z tym adresem e-mail.`,
        `Ten adres należy już do konta mVPN, więc nie został dodany do nowego.`,
        ``,
        `Aby korzystać ze swojego konta, zaloguj się: ${loginLink}`,
        `Nie pamiętasz hasła albo jeszcze go nie masz? Ustaw je tutaj: ${resetLink}`,
        ``,
        `Jeśli to nie Ty, zignoruj tę wiadomość – Twoje konto się nie zmieniło.`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    pt: ({ loginLink, resetLink }) => ({
      subject: "Você já tem uma conta do mVPN",
      text: [
        `Olá,`,
        ``,
        `Alguém (esperamos que você) acabou de criar uma nova conta do mVPN com este endereço de e-mail.`,
        `Este endereço já pertence a uma conta do mVPN, por isso não foi adicionado à nova conta.`,
        ``,
        `Para usar sua conta, faça login: ${loginLink}`,
        `Esqueceu a senha ou nunca criou uma? Escolha uma aqui: ${resetLink}`,
        ``,
        `Se não foi você, ignore este e-mail: sua conta não foi alterada.`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),

    ru: ({ loginLink, resetLink }) => ({
      subject: "У вас уже есть аккаунт mVPN",
      text: [
        `Здравствуйте!`,
        ``,
        `Кто-то (надеемся, что вы) только что создал новый аккаунт mVPN с этим адресом электронной почты.`,
        `Этот адрес уже привязан к аккаунту mVPN, поэтому к новому аккаунту он не добавлен.`,
        ``,
        `Чтобы пользоваться своим аккаунтом, войдите: ${loginLink}`,
        `Забыли пароль или ещё не задали его? Задайте новый здесь: ${resetLink}`,
        ``,
        `Если это были не вы, просто проигнорируйте письмо: с вашим аккаунтом ничего не произошло.`,
        ``,
        `— mVPN`,
      ].join("\n"),
    }),
  },
} satisfies Template<AccountExistsVars>;
