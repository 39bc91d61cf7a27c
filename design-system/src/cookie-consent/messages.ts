import { defineMessages } from "../i18n/messages";

export const cookieConsentMessages = defineMessages({
  en: {
    region: "Cookie consent",
    message:
      "We use essential cookies to run this site and, with your consent, analytics and advertising cookies to improve it. You can change your choice at any time.",
    accept: "Accept",
    reject: "Reject",
    settings: "Settings",
    policy: "Cookie policy",
  },
  ar: {
    region: "الموافقة على ملفات تعريف الارتباط",
    message:
      "نستخدم ملفات تعريف الارتباط الضرورية لتشغيل هذا الموقع، وبموافقتك نستخدم أيضًا ملفات تعريف الارتباط الخاصة بالتحليلات والإعلانات لتحسينه. يمكنك تغيير اختيارك في أي وقت.",
    accept: "قبول",
    reject: "رفض",
    settings: "الإعدادات",
    policy: "سياسة ملفات تعريف الارتباط",
  },
  de: {
    region: "Cookie-Einwilligung",
    message:
      "Wir verwenden notwendige Cookies für den Betrieb dieser Website und, mit Ihrer Einwilligung, Analyse- und Werbe-Cookies, um sie zu verbessern. Sie können Ihre Auswahl jederzeit ändern.",
    accept: "Akzeptieren",
    reject: "Ablehnen",
    settings: "Einstellungen",
    policy: "Cookie-Richtlinie",
  },
  es: {
    region: "Consentimiento de cookies",
    message:
      "Usamos cookies esenciales para que este sitio funcione y, con tu consentimiento, cookies de análisis y publicidad para mejorarlo. Puedes cambiar tu elección en cualquier momento.",
    accept: "Aceptar",
    reject: "Rechazar",
    settings: "Configuración",
    policy: "Política de cookies",
  },
  fr: {
    region: "Consentement aux cookies",
    message:
      "Nous utilisons des cookies indispensables au fonctionnement de ce site et, avec votre accord, des cookies de mesure d’audience et publicitaires pour l’améliorer. Vous pouvez modifier votre choix à tout moment.",
    accept: "Accepter",
    reject: "Refuser",
    settings: "Paramètres",
    policy: "Politique relative aux cookies",
  },
  it: {
    region: "Consenso ai cookie",
    message:
      "Utilizziamo cookie essenziali per il funzionamento del sito e, con il tuo consenso, cookie analitici e pubblicitari per migliorarlo. Puoi modificare la tua scelta in qualsiasi momento.",
    accept: "Accetta",
    reject: "Rifiuta",
    settings: "Impostazioni",
    policy: "Informativa sui cookie",
  },
  ja: {
    region: "Cookieの同意",
    message:
      "当サイトでは、運営に必要なCookieを使用しています。また、同意いただいた場合に限り、サイト改善のための分析用・広告用Cookieも使用します。選択はいつでも変更できます。",
    accept: "同意する",
    reject: "拒否する",
    settings: "設定",
    policy: "Cookieポリシー",
  },
  nl: {
    region: "Cookietoestemming",
    message:
      "We gebruiken noodzakelijke cookies om deze site te laten werken en, met je toestemming, analytische en advertentiecookies om hem te verbeteren. Je kunt je keuze altijd wijzigen.",
    accept: "Accepteren",
    reject: "Weigeren",
    settings: "Instellingen",
    policy: "Cookiebeleid",
  },
  pl: {
    region: "Zgoda na pliki cookie",
    message:
      "Używamy niezbędnych plików cookie, aby ta strona działała, a za Twoją zgodą także analitycznych i reklamowych, aby ją ulepszać. Swój wybór możesz zmienić w każdej chwili.",
    accept: "Akceptuję",
    reject: "Odrzucam",
    settings: "Ustawienia",
    policy: "Polityka plików cookie",
  },
  pt: {
    region: "Consentimento de cookies",
    message:
      "Usamos cookies essenciais para o funcionamento deste site e, com o seu consentimento, cookies de análise e publicidade para melhorá-lo. Você pode alterar sua escolha a qualquer momento.",
    accept: "Aceitar",
    reject: "Recusar",
    settings: "Configurações",
    policy: "Política de cookies",
  },
  ru: {
    region: "Согласие на использование cookie",
    message:
      "Мы используем необходимые файлы cookie для работы сайта, а с вашего согласия — также аналитические и рекламные, чтобы его улучшать. Вы можете изменить свой выбор в любой момент.",
    accept: "Принять",
    reject: "Отклонить",
    settings: "Настройки",
    policy: "Политика использования cookie",
  },
});
