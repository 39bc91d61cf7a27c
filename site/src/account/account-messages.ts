import { defineMessages, type MessageDescriptor } from "react-intl";

/** The account area (/myaccount): profile, password, subscriptions, IP binding, devices. */
const messages = defineMessages({
  loading: { id: "myaccount.loading", defaultMessage: "Loading your account" },
  loadFailed: {
    id: "myaccount.loadFailed",
    defaultMessage: "This part of your account could not be loaded.",
  },
  retry: { id: "myaccount.retry", defaultMessage: "Try again" },
  profileTitle: { id: "myaccount.profile.title", defaultMessage: "Profile" },
  profileEmail: { id: "myaccount.profile.email", defaultMessage: "Email" },
  profileNoEmail: { id: "myaccount.profile.noEmail", defaultMessage: "No email yet" },
  profileVip: { id: "myaccount.profile.vip", defaultMessage: "VIP status" },
  vipActive: { id: "myaccount.vip.active", defaultMessage: "VIP" },
  vipNone: { id: "myaccount.vip.none", defaultMessage: "No VIP time" },
  vipRemaining: {
    id: "myaccount.vip.remaining",
    defaultMessage:
      "{days, plural, one {# day} other {# days}} and {hours, plural, one {# hour} other {# hours}} left",
  },
  vipRemainingDays: {
    id: "myaccount.vip.remainingDays",
    defaultMessage: "{days, plural, one {# day} other {# days}} left",
  },
  vipRemainingHours: {
    id: "myaccount.vip.remainingHours",
    defaultMessage: "{hours, plural, one {# hour} other {# hours}} left",
  },
  vipUntil: { id: "myaccount.vip.until", defaultMessage: "Until {date}" },
  vipGet: { id: "myaccount.vip.get", defaultMessage: "Get VIP" },
  vipExtend: { id: "myaccount.vip.extend", defaultMessage: "Extend VIP" },
  setPasswordTitle: { id: "myaccount.setPassword.title", defaultMessage: "Set a password" },
  setPasswordBody: {
    id: "myaccount.setPassword.body",
    defaultMessage:
      "Your account has no password yet. Set one to log in to mVPN in the apps and on your other devices.",
  },
  setPasswordSubmit: { id: "myaccount.setPassword.submit", defaultMessage: "Set password" },
  setPasswordSaving: {
    id: "myaccount.setPassword.saving",
    defaultMessage: "Setting your password",
  },
  setPasswordFailed: {
    id: "myaccount.setPassword.failed",
    defaultMessage: "Your password could not be set. Check your connection and try again.",
  },
  setPasswordDoneTitle: {
    id: "myaccount.setPassword.doneTitle",
    defaultMessage: "Your password is set",
  },
  setPasswordDoneBody: {
    id: "myaccount.setPassword.doneBody",
    defaultMessage: "Log in with your email and this password in the mVPN apps.",
  },
  passwordTitle: { id: "myaccount.password.title", defaultMessage: "Change password" },
  passwordBody: {
    id: "myaccount.password.body",
    defaultMessage: "Changing your password signs you out on your other devices.",
  },
  passwordOld: { id: "myaccount.password.old", defaultMessage: "Current password" },
  passwordNew: { id: "myaccount.password.new", defaultMessage: "New password" },
  passwordConfirm: {
    id: "myaccount.password.confirm",
    defaultMessage: "Confirm the new password",
  },
  passwordOldRequired: {
    id: "myaccount.password.oldRequired",
    defaultMessage: "Enter your current password.",
  },
  passwordRules: {
    id: "myaccount.password.rules",
    defaultMessage: "Choose a password that meets every rule above.",
  },
  passwordMismatch: {
    id: "myaccount.password.mismatch",
    defaultMessage: "The two passwords are not the same.",
  },
  passwordSubmit: { id: "myaccount.password.submit", defaultMessage: "Change password" },
  passwordSaving: { id: "myaccount.password.saving", defaultMessage: "Changing your password" },
  passwordFailed: {
    id: "myaccount.password.failed",
    defaultMessage: "Your password could not be changed. Check your connection and try again.",
  },
  passwordDone: {
    id: "myaccount.password.done",
    defaultMessage:
      "Your password is changed. {count, plural, =0 {No other session was open.} one {# other session was signed out.} other {# other sessions were signed out.}}",
  },
  subscriptionsTitle: { id: "myaccount.subscriptions.title", defaultMessage: "Subscriptions" },
  subscriptionsEmpty: {
    id: "myaccount.subscriptions.empty",
    defaultMessage: "You have no subscription yet.",
  },
  subscriptionsEmptyAction: {
    id: "myaccount.subscriptions.emptyAction",
    defaultMessage: "See the plans",
  },
  subscriptionPlan: {
    id: "myaccount.subscription.plan",
    defaultMessage: "{months, plural, one {# month} other {# months}} of mVPN VIP",
  },
  subscriptionProvider: { id: "myaccount.subscription.provider", defaultMessage: "Paid with" },
  subscriptionAmount: { id: "myaccount.subscription.amount", defaultMessage: "Amount" },
  subscriptionStart: { id: "myaccount.subscription.start", defaultMessage: "Started" },
  subscriptionStartsAt: { id: "myaccount.subscription.startsAt", defaultMessage: "Starts" },
  subscriptionRenews: { id: "myaccount.subscription.renews", defaultMessage: "Runs until" },
  subscriptionEnded: { id: "myaccount.subscription.ended", defaultMessage: "Ended" },
  subscriptionFreeUntil: {
    id: "myaccount.subscription.freeUntil",
    defaultMessage: "Free trial until",
  },
  renewalOn: { id: "myaccount.renewal.on", defaultMessage: "Renewal on" },
  renewalOff: { id: "myaccount.renewal.off", defaultMessage: "Renewal off" },
  renewalNextCharge: {
    id: "myaccount.renewal.nextCharge",
    defaultMessage: "Next charge: {amount} on {date}",
  },
  renewalEndsOn: { id: "myaccount.renewal.endsOn", defaultMessage: "Ends on {date}" },
  renewalOffNote: {
    id: "myaccount.renewal.offNote",
    defaultMessage: "Nothing more will be charged. Your VIP time runs until then.",
  },
  renewalTurnOff: { id: "myaccount.renewal.turnOff", defaultMessage: "Turn off renewal" },
  renewalTurnOn: { id: "myaccount.renewal.turnOn", defaultMessage: "Turn renewal on" },
  renewalKeep: { id: "myaccount.renewal.keep", defaultMessage: "Keep renewal" },
  renewalConfirmTitle: {
    id: "myaccount.renewal.confirmTitle",
    defaultMessage: "Turn off renewal?",
  },
  renewalConfirmBody: {
    id: "myaccount.renewal.confirmBody",
    defaultMessage:
      "Your subscription will end on {date} and nothing more will be charged. Until then you keep your VIP time, and you can turn renewal on again.",
  },
  renewalFailed: {
    id: "myaccount.renewal.failed",
    defaultMessage: "The renewal could not be changed. Please try again.",
  },
  paymentCard: { id: "myaccount.subscription.card", defaultMessage: "{brand} ending in {last4}" },
  statusActive: { id: "myaccount.subscription.status.active", defaultMessage: "Active" },
  statusUpcoming: { id: "myaccount.subscription.status.upcoming", defaultMessage: "Upcoming" },
  statusExpired: { id: "myaccount.subscription.status.expired", defaultMessage: "Expired" },
  statusCancelled: {
    id: "myaccount.subscription.status.cancelled",
    defaultMessage: "Cancelled",
  },
  providerS1: { id: "myaccount.provider.s1", defaultMessage: "Credit or debit card" },
  providerGap: { id: "myaccount.provider.gap", defaultMessage: "Google Pay or Apple Pay" },
  providerPs: { id: "myaccount.provider.ps", defaultMessage: "PayPal" },
  providerPd: { id: "myaccount.provider.pd", defaultMessage: "Card with invoice" },
  providerRz: { id: "myaccount.provider.rz", defaultMessage: "UPI and net banking" },
  providerTpa: { id: "myaccount.provider.tpa", defaultMessage: "Alipay or WeChat Pay" },
  providerOther: { id: "myaccount.provider.other", defaultMessage: "Other payment method" },
  ipTitle: { id: "myaccount.ip.title", defaultMessage: "IP binding" },
  ipBody: {
    id: "myaccount.ip.body",
    defaultMessage: "Bind your account to one IP address, so that it can only be used from there.",
  },
  ipBound: { id: "myaccount.ip.bound", defaultMessage: "Bound to {ip}" },
  ipNone: { id: "myaccount.ip.none", defaultMessage: "No IP address is bound." },
  ipCurrent: {
    id: "myaccount.ip.current",
    defaultMessage: "Bind my current IP ({ip})",
  },
  ipField: { id: "myaccount.ip.field", defaultMessage: "IP address (IPv4 or IPv6)" },
  ipInvalid: {
    id: "myaccount.ip.invalid",
    defaultMessage:
      "Enter an IPv4 address such as 203.0.113.7 or an IPv6 address such as 2001:db8::1.",
  },
  ipBind: { id: "myaccount.ip.bind", defaultMessage: "Bind this IP" },
  ipRemove: { id: "myaccount.ip.remove", defaultMessage: "Remove the binding" },
  ipRemoveTitle: {
    id: "myaccount.ip.removeTitle",
    defaultMessage: "Remove the IP binding?",
  },
  ipRemoveBody: {
    id: "myaccount.ip.removeBody",
    defaultMessage: "Your account can then be used from any IP address again.",
  },
  ipFailed: {
    id: "myaccount.ip.failed",
    defaultMessage: "The IP binding could not be changed. Check your connection and try again.",
  },
  ipBoundToast: { id: "myaccount.ip.boundToast", defaultMessage: "Your account is bound to {ip}." },
  ipRemovedToast: { id: "myaccount.ip.removedToast", defaultMessage: "The IP binding is removed." },
  devicesTitle: { id: "myaccount.devices.title", defaultMessage: "Devices" },
  devicesEmpty: { id: "myaccount.devices.empty", defaultMessage: "No app is signed in." },
  deviceAppUnknown: { id: "myaccount.device.appUnknown", defaultMessage: "Unknown app" },
  deviceBrowserOn: { id: "myaccount.device.browserOn", defaultMessage: "{browser} on {os}" },
  deviceWebBrowserOn: {
    id: "myaccount.device.webBrowserOn",
    defaultMessage: "Web browser on {os}",
  },
  deviceWebBrowser: { id: "myaccount.device.webBrowser", defaultMessage: "Web browser" },
  deviceIosApp: { id: "myaccount.device.iosApp", defaultMessage: "iOS app" },
  deviceMacApp: { id: "myaccount.device.macApp", defaultMessage: "Mac app" },
  deviceAndroidApp: { id: "myaccount.device.androidApp", defaultMessage: "Android app" },
  deviceChromeExtension: {
    id: "myaccount.device.chromeExtension",
    defaultMessage: "Chrome extension",
  },
  deviceWindowsApp: { id: "myaccount.device.windowsApp", defaultMessage: "Windows app" },
  deviceSystem: { id: "myaccount.device.system", defaultMessage: "{os} {version}" },
  deviceSystemUnknown: {
    id: "myaccount.device.systemUnknown",
    defaultMessage: "Unknown operating system",
  },
  deviceLastSeen: { id: "myaccount.device.lastSeen", defaultMessage: "Last seen {time}" },
  deviceCurrent: { id: "myaccount.device.current", defaultMessage: "This device" },
  deviceUnbind: { id: "myaccount.device.unbind", defaultMessage: "Unbind" },
  deviceUnbindLabel: { id: "myaccount.device.unbindLabel", defaultMessage: "Unbind {app}" },
  deviceUnbindTitle: {
    id: "myaccount.device.unbindTitle",
    defaultMessage: "Unbind {app}?",
  },
  deviceUnbindBody: {
    id: "myaccount.device.unbindBody",
    defaultMessage: "The app is signed out and has to log in again.",
  },
  deviceUnbindCurrentBody: {
    id: "myaccount.device.unbindCurrentBody",
    defaultMessage: "This is the device you are using: you will be signed out here.",
  },
  deviceFailed: {
    id: "myaccount.device.failed",
    defaultMessage: "The device could not be unbound. Check your connection and try again.",
  },
  deviceUnboundToast: { id: "myaccount.device.unboundToast", defaultMessage: "{app} is unbound." },
});

export const accountMessages: Record<keyof typeof messages, MessageDescriptor> = messages;
