#!/usr/bin/env node
// Counts how the VPN product terms of docs/translation-glossary.md ("Product terms") are rendered in each locale's
// content (site/content/**/<locale>/*.md) and catalogs (site + design-system), so a writer can see at a glance whether
// a locale still uses more than one word for a term. The first variant of each term is the chosen one; any other
// variant with a count is a place to fix (run with `--where` to list the files and lines).
//
//   node scripts/glossary-survey.mjs [--where] [--check] [--locale ru] [--term killSwitch]
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const where = args.includes("--where");
/** @param {string} flag */
const only = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const onlyLocale = only("--locale");
const onlyTerm = only("--term");

/**
 * Per term and locale ("*" for every locale): [label, pattern] pairs; the first is the glossary's rendering.
 * @type {Record<string, Record<string, [string, RegExp][]>>}
 */
const TERMS = {
  killSwitch: {
    // A gloss is fine where the explainer defines the term or where a step names the setting as other apps label it.
    ar: [
      ["مفتاح الإيقاف", /مفتاح الإيقاف(?! الطارئ)/gu],
      ["مفتاح الإيقاف الطارئ", /مفتاح (?:ال)?إيقاف (?:ال)?طارئ/gu],
    ],
    de: [
      ["Kill Switch (VPN-Kill-Switch)", /Kill Switch|VPN-Kill-Switch/gu],
      ["Kill-Switch", /(?<!VPN-)Kill-Switch/giu],
      ["Notausschalter", /Notaus\p{L}*/giu],
    ],
    es: [
      ["kill switch", /kill switch/giu],
      ["interruptor de emergencia", /(?<!kill switch, o )interruptor\p{L}* de emergencia/giu],
    ],
    fr: [
      ["coupe-circuit", /coupe-circuits?(?! \(kill)/giu],
      ["coupe-circuit (kill switch)", /coupe-circuits? \(kill switch\)/giu],
      ["kill switch", /(?<![(*])kill switch/giu],
    ],
    it: [
      ["kill switch", /kill switch/giu],
      ["blocco di sicurezza", /blocc\p{L}* di sicurezza/giu],
    ],
    ja: [
      ["キルスイッチ", /キルスイッチ/gu],
      ["Kill Switch", /kill switch/giu],
    ],
    nl: [
      ["noodstop", /noodstop(?! \(kill)/giu],
      ["noodstop (kill switch)", /noodstop \(kill switch\)/giu],
      ["kill switch", /(?<![(*]|ook wel )kill switch/giu],
    ],
    pl: [
      ["kill switch", /kill switch\p{L}*/giu],
      ["wyłącznik awaryjny", /wyłącznik\p{L}* awaryjn\p{L}*/giu],
    ],
    pt: [
      ["kill switch", /kill switch/giu],
      ["interruptor de emergência", /interruptor\p{L}* de emergência/giu],
    ],
    ru: [
      ["Kill Switch", /Kill Switch/gu],
      ["kill switch (lower case)", /kill switch/gu],
      ["аварийный выключатель", /аварийн\p{L}* выключател\p{L}*/giu],
    ],
  },
  splitTunnelling: {
    ar: [
      ["تقسيم النفق", /تقسيم النفق/gu],
      ["split tunneling", /split tunnel/giu],
    ],
    de: [
      ["Split-Tunneling", /Split-Tunneling/gu],
      ["Split Tunneling", /Split Tunneling/giu],
      ["geteilter Tunnel", /geteilte\p{L}* Tunnel/giu],
    ],
    es: [
      ["túnel dividido", /túnel dividido/giu],
      ["split tunneling", /split tunnel/giu],
    ],
    fr: [
      ["split tunneling", /split tunneling/giu],
      ["tunnel fractionné", /tunnel fractionné/giu],
    ],
    it: [
      ["split tunneling", /split tunneling/giu],
      ["tunneling diviso", /tunneling diviso/giu],
    ],
    ja: [
      ["スプリットトンネリング", /スプリットトンネリング/gu],
      ["分割トンネル", /分割トンネル/gu],
    ],
    nl: [
      ["split tunneling", /split tunneling/giu],
      ["gesplitste tunnel", /gesplitste tunnel/giu],
    ],
    pl: [
      ["split tunneling", /split tunneling\p{L}*/giu],
      ["tunelowanie dzielone", /tunelowani\p{L}* dzielon\p{L}*/giu],
    ],
    pt: [
      ["split tunneling", /split tunneling/giu],
      ["túnel dividido", /túnel dividido/giu],
    ],
    ru: [
      ["раздельное туннелирование", /раздельн\p{L}* туннелировани\p{L}*/giu],
      ["split tunneling", /split tunnel/giu],
    ],
  },
  noLogs: {
    // The noun for "logs" (a sentence may negate it: "aucun journal", "keine Logs"); the policy in the table.
    ar: [["سجلات", /سجلات|السجلات/gu]],
    de: [
      ["Logs (No-Logs-Richtlinie)", /\bLogs\b|No-Logs|\p{L}+logs\b/gu],
      ["Protokolle (for logs)", /keine Protokolle|\p{L}+protokolle\b|Protokollierung/giu],
    ],
    es: [
      ["registros (sin registros)", /sin registros?/giu],
      ["logs", /\blogs?\b/giu],
    ],
    fr: [
      ["journal (politique de non-journalisation, sans journalisation)", /journa\p{L}*/giu],
      ["logs", /\blogs?\b/giu],
    ],
    it: [
      ["log (politica no-log, senza log)", /\blog\b/giu],
      ["registri / zero log", /senza registri|nessun registro|zero log/giu],
    ],
    ja: [
      ["ノーログ", /ノーログ/gu],
      ["ログなしポリシー", /ログなしポリシー/gu],
    ],
    nl: [
      ["logs (no-logsbeleid)", /\blogs\b|no-logs\p{L}*/giu],
      ["logboek (of our logs)", /(?<!provider een )logboek/giu],
    ],
    pl: [
      ["logi (bez logów)", /(?<!\p{L})log(?:i|ów|ach|ami|om)?(?!\p{L})/giu],
      ["rejestry / zero logów", /bez rejestrów|rejestr\p{L}* aktywności|zero logów/giu],
    ],
    pt: [
      ["registros (sem registros)", /sem registros?/giu],
      ["logs / zero registros", /\blogs?\b|zero registros/giu],
    ],
    ru: [
      ["логи (политика отсутствия логов, без логов)", /(?<!\p{L})лог(?:и|ов|ах|ам)?(?!\p{L})/giu],
      ["журналы (of our logs)", /(?<!вёл )журнал(?:ов|ы|ах|ам)?(?!\p{L})/giu],
    ],
  },
  moneyBack: {
    ar: [
      ["ضمان استرداد الأموال", /ضمان استرداد الأموال/gu],
      ["ضمان استرداد (other)", /ضمان (?:ال)?استرداد(?! الأموال)/gu],
    ],
    de: [
      ["Geld-zurück-Garantie", /Geld-zurück-Garantie/gu],
      ["Geld-Zurück-Garantie", /Geld-Zurück-Garantie|Geld zurück Garantie/gu],
    ],
    es: [
      ["garantía de reembolso", /garantía de reembolso/giu],
      ["garantía de devolución", /garantía de devoluci/giu],
    ],
    fr: [
      ["(garantie) satisfait ou remboursé", /satisfait ou rembours/giu],
      ["garantie de remboursement", /garantie de rembours/giu],
    ],
    it: [
      ["garanzia di rimborso", /garanzia di rimborso/giu],
      ["soddisfatti o rimborsati", /soddisfatti o rimborsati/giu],
    ],
    ja: [
      ["返金保証", /返金保証/gu],
      ["返金保障", /返金保障/gu],
    ],
    nl: [
      ["geld-terug-garantie", /geld-terug-garantie/giu],
      ["geld terug garantie", /geld terug[- ]?garantie|geld-terug garantie/giu],
    ],
    pl: [
      ["gwarancja zwrotu pieniędzy", /gwarancj\p{L}* zwrotu pieniędzy/giu],
      ["gwarancja zwrotu środków", /gwarancj\p{L}* zwrotu środków/giu],
    ],
    pt: [
      ["garantia de reembolso", /garantia de reembolso/giu],
      ["garantia de devolução", /garantia de devolu/giu],
    ],
    ru: [
      ["гарантия возврата денег", /гаранти\p{L}* возврата денег/giu],
      ["гарантия возврата средств", /гаранти\p{L}* возврата средств/giu],
    ],
  },
  freeTrial: {
    // "A free test in your browser" (webrtc-leak-test) is the leak test, not the trial.
    ar: [["تجربة مجانية / فترة تجريبية مجانية", /تجربة مجانية|فترة تجريبية مجانية/gu]],
    de: [
      ["kostenlose Testphase", /kostenlose\p{L}* Testphase/giu],
      ["Probezeit / Testzeitraum", /Probezeit|Testzeitraum/giu],
    ],
    es: [
      ["prueba gratuita", /prueba\p{L}* gratuita/giu],
      ["prueba gratis", /prueba gratis/giu],
    ],
    fr: [
      ["essai gratuit", /essai gratuit/giu],
      ["période d’essai gratuite", /période d[’']essai gratuite/giu],
    ],
    it: [
      ["prova gratuita", /prova gratuita/giu],
      ["periodo di prova gratuito", /periodo di prova gratuit/giu],
    ],
    ja: [
      ["無料トライアル / 無料でお試し", /無料トライアル|無料でお試し/gu],
      ["無料体験", /無料体験/gu],
    ],
    nl: [
      ["gratis proefperiode", /gratis proefperiode/giu],
      ["gratis probeerperiode", /probeerperiode/giu],
    ],
    pl: [
      ["bezpłatny okres próbny", /bezpłatn\p{L}* okres\p{L}* próbn\p{L}*/giu],
      ["darmowy okres próbny", /darmow\p{L}* okres\p{L}* próbn\p{L}*/giu],
    ],
    pt: [
      ["teste grátis", /testes? grátis/giu],
      ["teste gratuito", /período de teste gratuito|testes? gratuitos?(?! que roda)/giu],
    ],
    // The trial is paid in some markets (vpn-trial), so "пробный период" with or without "бесплатный".
    ru: [
      ["(бесплатный) пробный период", /пробн\p{L}* период\p{L}*/giu],
      ["пробная версия", /пробн\p{L}* верси\p{L}*/giu],
    ],
  },
  ipAddress: {
    ar: [
      ["عنوان IP", /عنوان IP|عناوين IP/gu],
      ["عنوان الـIP", /عنوان ال\S*IP|آي بي/gu],
    ],
    de: [
      ["IP-Adresse", /IP-Adresse/gu],
      ["IP Adresse", /IP Adresse/gu],
    ],
    es: [
      ["dirección IP", /direcci\p{L}+ IP/giu],
      ["IP address", /IP address/giu],
    ],
    fr: [["adresse IP", /adresses? IP/giu]],
    it: [["indirizzo IP", /indirizz\p{L} IP/giu]],
    ja: [
      ["IPアドレス", /IPアドレス/gu],
      ["IP アドレス", /IP アドレス/gu],
    ],
    nl: [
      ["IP-adres", /IP-adres/gu],
      ["ip-adres", /ip-adres/gu],
      ["IP adres", /IP adres/giu],
    ],
    pl: [["adres IP", /adres\p{L}* IP/giu]],
    pt: [
      ["endereço IP", /endereços? IP/giu],
      ["IP address", /IP address/giu],
    ],
    ru: [
      ["IP-адрес", /IP-адрес/gu],
      ["IP адрес / айпи", /IP адрес|айпи/giu],
    ],
  },
  dnsLeak: {
    ar: [["تسرّب DNS", /تسرّب DNS|تسرب DNS/gu]],
    de: [
      ["DNS-Leak", /DNS-Leak/gu],
      ["DNS-Leck", /DNS-Leck/gu],
    ],
    es: [
      ["fuga de DNS", /fugas? de DNS/giu],
      ["fuga DNS", /fugas? DNS/giu],
    ],
    fr: [
      ["fuite DNS", /fuites? DNS/giu],
      ["fuite de DNS", /fuites? de DNS/giu],
    ],
    it: [
      ["fuga DNS", /fughe DNS|fuga DNS/giu],
      ["perdita DNS", /perdit\p{L} DNS|leak DNS/giu],
    ],
    ja: [
      ["DNSリーク", /DNSリーク/gu],
      ["DNS漏れ / DNS漏洩", /DNS漏/gu],
    ],
    nl: [
      ["DNS-lek", /DNS-lek/gu],
      ["DNS lek", /DNS lek/gu],
    ],
    pl: [["wyciek DNS", /wyciek\p{L}* DNS/giu]],
    pt: [
      ["vazamento de DNS", /vazamentos? de DNS/giu],
      ["vazamento DNS", /vazamentos? DNS/giu],
    ],
    ru: [
      ["утечка DNS", /утечк\p{L}* DNS/giu],
      ["DNS-утечка", /DNS-утечк/giu],
    ],
  },
  webrtcLeak: {
    ar: [["تسرّب WebRTC", /تسرّب WebRTC|تسرب WebRTC/gu]],
    de: [
      ["WebRTC-Leak", /WebRTC-Leak/gu],
      ["WebRTC-Leck", /WebRTC-Leck/gu],
    ],
    es: [
      ["fuga de WebRTC", /fugas? de WebRTC/giu],
      ["fuga WebRTC", /fugas? WebRTC/giu],
    ],
    fr: [
      ["fuite WebRTC", /fuites? WebRTC/giu],
      ["fuite de WebRTC", /fuites? de WebRTC/giu],
    ],
    it: [
      ["fuga WebRTC", /fughe WebRTC|fuga WebRTC/giu],
      ["fuga di WebRTC", /fug\p{L} di WebRTC/giu],
    ],
    ja: [
      ["WebRTCリーク", /WebRTCリーク/gu],
      ["WebRTC漏れ", /WebRTC漏/gu],
    ],
    nl: [
      ["WebRTC-lek", /WebRTC-lek/gu],
      ["WebRTC lek", /WebRTC lek/gu],
    ],
    pl: [
      ["wyciek WebRTC", /wyciek\p{L}* WebRTC/giu],
      ["wyciek przez WebRTC", /wyciek\p{L}* przez WebRTC/giu],
    ],
    pt: [
      ["vazamento de WebRTC", /vazamentos? de WebRTC/giu],
      ["vazamento WebRTC", /vazamentos? WebRTC/giu],
    ],
    ru: [
      ["утечка WebRTC", /утечк\p{L}* WebRTC/giu],
      ["утечка через WebRTC", /утечк\p{L}* через WebRTC/giu],
    ],
  },
  adBlocker: {
    ar: [["مانع الإعلانات", /مانع الإعلانات|حاجب الإعلانات/gu]],
    de: [
      ["Werbeblocker", /Werbeblocker/giu],
      ["Adblocker", /Ad-?Blocker/giu],
    ],
    es: [
      ["bloqueador de anuncios", /bloqueador\p{L}* de anuncios/giu],
      ["bloqueador de publicidad", /bloqueador\p{L}* de publicidad/giu],
    ],
    fr: [
      ["bloqueur de publicités", /bloqueur\p{L}* de pub\p{L}*/giu],
      ["bloqueur de pubs", /bloqueur\p{L}* d’annonces|adblock/giu],
    ],
    it: [["blocco degli annunci", /blocc\p{L}* (?:degli )?annunci|ad ?blocker/giu]],
    ja: [
      ["広告ブロッカー", /広告ブロッカー/gu],
      ["広告ブロック", /広告ブロック(?!ー|カー)/gu],
    ],
    nl: [
      ["adblocker", /adblocker/giu],
      ["advertentieblokkering", /advertentieblok\p{L}*/giu],
    ],
    pl: [
      ["bloker reklam", /bloker\p{L}* reklam/giu],
      ["blokada reklam", /blokad\p{L}* reklam/giu],
    ],
    pt: [
      ["bloqueador de anúncios", /bloqueador\p{L}* de anúncios/giu],
      ["bloqueio de anúncios", /bloqueio de anúncios/giu],
    ],
    ru: [
      ["блокировщик рекламы", /блокировщик\p{L}* рекламы/giu],
      ["блокировка рекламы", /блокировк\p{L}* рекламы/giu],
    ],
  },
  devices: {
    // "{count} devices per account" and "10 devices at the same time": the phrase for "at the same time".
    ar: [
      ["في الوقت نفسه", /في الوقت نفسه/gu],
      ["في وقت واحد / في آنٍ واحد", /في وقت واحد|في آنٍ واحد|في آن واحد/gu],
    ],
    de: [
      ["gleichzeitig", /gleichzeitig\p{L}*/giu],
      ["simultan", /simultan\p{L}*/giu],
    ],
    es: [
      ["a la vez", /a la vez/giu],
      ["simultáneas", /simultáne\p{L}*/giu],
    ],
    fr: [
      ["en même temps", /en même temps/giu],
      ["simultanément", /simultané\p{L}*/giu],
    ],
    it: [
      ["contemporaneamente", /contemporane\p{L}*/giu],
      ["simultaneamente", /simultane\p{L}*/giu],
    ],
    ja: [
      ["デバイス (同時に)", /デバイス/gu],
      ["端末 / 機器", /端末/gu],
    ],
    nl: [
      ["tegelijk", /tegelijk\p{L}*/giu],
      ["simultaan", /simultan\p{L}*/giu],
    ],
    pl: [
      ["jednocześnie", /jednocze\p{L}*/giu],
      ["równocześnie", /równocze\p{L}*/giu],
    ],
    pt: [
      ["ao mesmo tempo", /ao mesmo tempo/giu],
      ["simultâneas", /simultâne\p{L}*/giu],
    ],
    ru: [["одновременно", /одновременн\p{L}*/giu]],
  },
  subscription: {
    ar: [["اشتراك", /اشتراك\p{L}*/gu]],
    de: [
      ["Abonnement", /Abonnement\p{L}*/gu],
      ["Abo", /\bAbos?\b/gu],
    ],
    es: [["suscripción", /suscripci\p{L}+/giu]],
    fr: [["abonnement", /abonnement\p{L}*/giu]],
    it: [["abbonamento", /abbonament\p{L}/giu]],
    ja: [
      ["サブスクリプション", /サブスクリプション/gu],
      ["定期購入 / 契約", /定期購入/gu],
    ],
    nl: [["abonnement", /abonnement\p{L}*/giu]],
    pl: [
      ["subskrypcja", /subskrypcj\p{L}*/giu],
      ["abonament", /abonament\p{L}*/giu],
    ],
    pt: [
      ["assinatura", /assinatura\p{L}*/giu],
      ["subscrição", /subscri\p{L}*/giu],
    ],
    ru: [
      ["подписка", /подписк\p{L}*/giu],
      ["абонемент", /абонемент\p{L}*/giu],
    ],
  },
  plan: {
    // Packets (Paket, pakiet, pakketje) and mobile data plans (forfait, tarifa de datos, باقة) are other words.
    ar: [["خطة", /خط(?:ة|ط|تك|تي)\p{L}*/gu]],
    de: [
      ["Tarif", /Tarif\p{L}*/gu],
      ["Plan", /\bPlan\b|\bPläne\b/gu],
    ],
    es: [["plan", /\bplan(?:es)?\b/giu]],
    fr: [
      ["offre", /\boffres?\b/giu],
      ["formule / forfait (of ours)", /\bformules?\b|forfait(?! de données|s mobiles)/giu],
    ],
    it: [["piano", /\bpian[oi]\b/giu]],
    ja: [["プラン", /プラン/gu]],
    nl: [
      ["abonnement", /abonnement\p{L}*/giu],
      ["plan", /\bplan(?:nen)?\b/giu],
    ],
    pl: [
      ["plan", /(?<!\p{L})plan(?:u|y|ie|ów|em|ami|ach)?(?!\p{L})/giu],
      ["pakiet (as our plan)", /pakiet\p{L}* (?:VPN|mVPN|roczn|miesięczn)/giu],
    ],
    pt: [["plano", /\bplanos?\b/giu]],
    ru: [
      ["тариф", /тариф\p{L}*/giu],
      ["план", /(?<!\p{L})план(?:а|у|ы|ов|е|ом)?(?!\p{L})/giu],
    ],
  },
  streaming: {
    ar: [
      ["البث", /البث/gu],
      ["ستريمنغ", /ستريم\p{L}*/gu],
    ],
    de: [["Streaming", /Streaming/gu]],
    es: [
      ["streaming", /streaming/giu],
      ["transmisión", /transmisi\p{L}+ (?:en línea|de vídeo)/giu],
    ],
    fr: [
      ["streaming", /streaming/giu],
      ["diffusion en continu", /diffusion en continu/giu],
    ],
    it: [["streaming", /streaming/giu]],
    ja: [
      ["ストリーミング", /ストリーミング/gu],
      ["動画配信", /動画配信/gu],
    ],
    nl: [["streaming", /streaming/giu]],
    pl: [
      ["streaming", /streaming\p{L}*/giu],
      ["strumieniowanie", /strumieniow\p{L}*/giu],
    ],
    pt: [["streaming", /streaming/giu]],
    ru: [
      ["стриминг", /стриминг\p{L}*/giu],
      ["потоковое видео", /потоков\p{L}* (?:видео|сервис)/giu],
    ],
  },
  server: {
    ar: [
      ["خادم", /خادم|خوادم/gu],
      ["سيرفر", /سيرفر\p{L}*/gu],
    ],
    de: [["Server", /Server/gu]],
    es: [
      ["servidor", /servidor\p{L}*/giu],
      ["server", /\bserver\b(?! Name Indication)/giu],
    ],
    fr: [["serveur", /serveur\p{L}*/giu]],
    it: [
      ["server", /\bserver\b/giu],
      ["servitore", /servitor\p{L}*/giu],
    ],
    ja: [
      ["サーバー", /サーバー/gu],
      ["サーバ (no ー)", /サーバ(?!ー)/gu],
    ],
    nl: [["server", /\bservers?\b/giu]],
    pl: [
      ["serwer", /serwer\p{L}*/giu],
      ["server", /\bserver\p{L}*(?<!Server)(?! Name Indication)/giu],
    ],
    pt: [["servidor", /servidor\p{L}*/giu]],
    ru: [["сервер", /сервер\p{L}*/giu]],
  },
  protocol: {
    ar: [["بروتوكول", /بروتوكول\p{L}*/gu]],
    de: [["Protokoll (protocol)", /Protokoll(?!e\p{L}* Ihrer|e ?Ihrer)\p{L}*/gu]],
    es: [["protocolo", /protocolo\p{L}*/giu]],
    fr: [["protocole", /protocole\p{L}*/giu]],
    it: [["protocollo", /protocoll\p{L}/giu]],
    ja: [["プロトコル", /プロトコル/gu]],
    nl: [["protocol", /protocol\p{L}*/giu]],
    pl: [["protokół", /protok\p{L}+/giu]],
    pt: [["protocolo", /protocolo\p{L}*/giu]],
    ru: [["протокол", /протокол\p{L}*/giu]],
  },
  encryption: {
    ar: [["تشفير", /تشفير/gu]],
    de: [["Verschlüsselung", /Verschlüssel\p{L}*/gu]],
    es: [
      ["cifrado", /cifrad\p{L}*/giu],
      ["encriptación", /encript\p{L}*/giu],
    ],
    fr: [
      ["chiffrement", /chiffr\p{L}*/giu],
      ["cryptage", /crypt(?:age|é)\p{L}*/giu],
    ],
    // Cryptography, not encryption: "crittografia post-quantistica", WhatsApp's own "crittografia end-to-end".
    it: [
      ["cifratura", /cifratur\p{L}*/giu],
      [
        "crittografia (for encryption)",
        /crittografia(?! post-quantistica| end-to-end| moderna)/giu,
      ],
    ],
    ja: [["暗号化", /暗号化/gu]],
    nl: [
      ["versleuteling", /versleutel\p{L}*/giu],
      ["encryptie", /encryptie\p{L}*/giu],
    ],
    pl: [["szyfrowanie", /szyfrow\p{L}*/giu]],
    pt: [
      ["criptografia", /criptograf\p{L}*/giu],
      ["encriptação", /encripta\p{L}*/giu],
    ],
    ru: [["шифрование", /шифровани\p{L}*/giu]],
  },
  vpnCase: {
    // Every locale: VPN in capitals, in compounds too ("VPN-verbinding"); lowercase "vpn" only inside ids and slugs.
    "*": [
      ["VPN", /\bVPN/gu],
      [
        "vpn / Vpn (not an id)",
        /(?<![/\w-])(?:vpn|Vpn)(?![\w/-]*\.(?:svg|md|png))(?![-_]?\w*[/(])/gu,
      ],
    ],
  },
};

const LOCALES = ["ar", "de", "es", "fr", "it", "ja", "nl", "pl", "pt", "ru"];

/**
 * The text a reader sees, line for line (so `--where` names the file's line): front-matter values but no ids, tags,
 * images or links; catalog values, not keys.
 * @param {string} path
 */
function readable(path) {
  const raw = readFileSync(path, "utf8");
  if (path.endsWith(".json")) {
    return raw
      .split("\n")
      .map((line) => line.replace(/^\s*"[^"]*":\s*/, ""))
      .join("\n");
  }
  return raw
    .split("\n")
    .map((line) =>
      /^(unikey|tags|image|slug|category|date|updated|related):/.test(line) ? "" : line,
    )
    .join("\n")
    .replace(/\]\([^)]*\)/g, "]()")
    .replace(/<[^>]+>/g, " ")
    .replace(/`[^`]*`/g, " ")
    .replace(/\bhttps?:\/\/\S+/g, " ");
}

/**
 * @param {string} dir
 * @param {string[]} out
 * @returns {string[]}
 */
function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** @param {string} locale */
function filesOf(locale) {
  const content = walk(join(root, "site/content")).filter(
    (file) => file.endsWith(".md") && file.includes(`/${locale}/`),
  );
  const catalogs = readdirSync(join(root, "site/src/i18n/messages", locale)).map((name) =>
    join(root, "site/src/i18n/messages", locale, name),
  );
  const design = readdirSync(join(root, "design-system/src"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, "design-system/src", entry.name, "intl", `${locale}.json`))
    .filter((file) => {
      try {
        readFileSync(file);
        return true;
      } catch {
        return false;
      }
    });
  return [...content, ...catalogs, ...design];
}

/** @type {Map<string, { file: string; text: string }[]>} */
const texts = new Map();
for (const locale of LOCALES) {
  if (onlyLocale && locale !== onlyLocale) continue;
  texts.set(
    locale,
    filesOf(locale).map((file) => ({ file: relative(root, file), text: readable(file) })),
  );
}

let mixed = 0;
for (const [term, perLocale] of Object.entries(TERMS)) {
  if (onlyTerm && term !== onlyTerm) continue;
  console.log(`\n## ${term}`);
  for (const [locale, files] of texts) {
    const variants = perLocale[locale] ?? perLocale["*"];
    if (!variants) continue;
    const counts = variants.map(([label, pattern]) => {
      /** @type {string[]} */
      const hits = [];
      for (const { file, text } of files) {
        const lines = text.split("\n");
        lines.forEach((line, index) => {
          for (const match of line.matchAll(pattern)) {
            const at = match.index ?? 0;
            hits.push(
              `${file}:${index + 1}: …${line.slice(Math.max(0, at - 40), at + match[0].length + 40)}…`,
            );
          }
        });
      }
      return { label, hits };
    });
    const others = counts.slice(1).filter(({ hits }) => hits.length > 0);
    if (others.length > 0) mixed += 1;
    console.log(
      `${locale}: ${counts.map(({ label, hits }) => `${label} ${hits.length}`).join(" · ")}${others.length > 0 ? "  ← mixed" : ""}`,
    );
    if (where)
      for (const { label, hits } of others)
        for (const hit of hits) console.log(`    [${label}] ${hit}`);
  }
}
console.log(`\n${mixed} term × locale pairs use more than one rendering.`);
// `--check` makes a stray rendering fail a script or CI step.
if (args.includes("--check") && mixed > 0) process.exitCode = 1;
