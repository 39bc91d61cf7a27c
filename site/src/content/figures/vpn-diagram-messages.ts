import { defineMessages } from "react-intl";

/** Labels of the /what-is-vpn diagrams: short, they sit under 70-unit-wide nodes. */
export const vpnDiagramMessages = defineMessages({
  device: { id: "what-is-vpn.diagram.device", defaultMessage: "Your device" },
  wifi: { id: "what-is-vpn.diagram.wifi", defaultMessage: "Public Wi-Fi" },
  provider: { id: "what-is-vpn.diagram.provider", defaultMessage: "Provider" },
  vpnServer: { id: "what-is-vpn.diagram.vpnServer", defaultMessage: "VPN server" },
  website: { id: "what-is-vpn.diagram.website", defaultMessage: "Website" },
  tunnel: { id: "what-is-vpn.diagram.tunnel", defaultMessage: "Encrypted tunnel" },
  readable: { id: "what-is-vpn.diagram.readable", defaultMessage: "Can read: sites, your IP" },
  withoutTitle: {
    id: "what-is-vpn.diagram.withoutTitle",
    defaultMessage: "Without a VPN",
  },
  withoutCaption: {
    id: "what-is-vpn.diagram.withoutCaption",
    defaultMessage:
      "Without a VPN, the Wi-Fi owner and your internet provider can see which sites you visit, and every website sees your own IP address.",
  },
  withTitle: { id: "what-is-vpn.diagram.withTitle", defaultMessage: "With a VPN" },
  withCaption: {
    id: "what-is-vpn.diagram.withCaption",
    defaultMessage:
      "With a VPN, your traffic travels in an encrypted tunnel to the VPN server; the networks on the way see only scrambled data, and the website sees the server's IP address.",
  },
});
