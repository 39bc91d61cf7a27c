import { createSocket } from "node:dgram";
import { afterEach, describe, expect, it } from "vitest";
import {
  decodeXorMappedAddress,
  encodeBindingRequest,
  encodeBindingSuccess,
  MAGIC_COOKIE,
  readHeader,
} from "../../src/stun/message.js";
import { type StunServer, startStunServer } from "../../src/stun/server.js";

const TRANSACTION = Buffer.from("b7e7a701bc34d686fa87dfae", "hex");

describe("given STUN messages (RFC 8489 subset: Binding, XOR-MAPPED-ADDRESS)", () => {
  it("should encode a Binding request with the magic cookie and the transaction id", () => {
    const packet = encodeBindingRequest(TRANSACTION);
    expect(packet.toString("hex")).toBe(`000100002112a442${TRANSACTION.toString("hex")}`);
    expect(readHeader(packet)).toEqual({ type: 1, length: 0, transactionId: TRANSACTION });
  });

  it("should encode XOR-MAPPED-ADDRESS for IPv4 as RFC 5769 §2.2 does (192.0.2.1:32853)", () => {
    const packet = encodeBindingSuccess(TRANSACTION, "192.0.2.1", 32853);
    // RFC 5769's sample response: the attribute bytes 0020 0008 0001 a147 e112a643.
    expect(packet.subarray(20).toString("hex")).toBe("002000080001a147e112a643");
    expect(decodeXorMappedAddress(packet)).toEqual({
      address: "192.0.2.1",
      port: 32853,
      family: 4,
    });
  });

  it("should encode XOR-MAPPED-ADDRESS for IPv6 as RFC 5769 §2.3 does (2001:db8:1234:5678:11:2233:4455:6677)", () => {
    const packet = encodeBindingSuccess(TRANSACTION, "2001:db8:1234:5678:11:2233:4455:6677", 32853);
    expect(packet.subarray(20).toString("hex")).toBe(
      "002000140002a1470113a9faa5d3f179bc25f4b5bed2b9d9",
    );
    expect(decodeXorMappedAddress(packet)).toEqual({
      address: "2001:db8:1234:5678:11:2233:4455:6677",
      port: 32853,
      family: 6,
    });
  });

  it.each([
    ["shorter than a header", Buffer.alloc(10)],
    [
      "without the magic cookie",
      Buffer.concat([Buffer.from("00010000deadbeef", "hex"), TRANSACTION]),
    ],
    [
      "with the top bits set (e.g. RTP or DTLS)",
      Buffer.concat([
        Buffer.from("80010000", "hex"),
        Buffer.from(MAGIC_COOKIE.toString(16), "hex"),
        TRANSACTION,
      ]),
    ],
    [
      "whose length does not match",
      Buffer.concat([Buffer.from("000100042112a442", "hex"), TRANSACTION]),
    ],
  ])("should not read a packet %s as STUN", (_name, packet) => {
    expect(readHeader(packet)).toBeUndefined();
  });
});

describe("given the STUN server on loopback (issue #15: npm start runs one for the leak test)", () => {
  let server: StunServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("should answer a Binding request over UDP with the sender's address and port, echoing the transaction id", async () => {
    server = await startStunServer({ host: "127.0.0.1", port: 0 });
    const client = createSocket("udp4");
    await new Promise<void>((resolve) => client.bind(0, "127.0.0.1", resolve));
    const response = new Promise<Buffer>((resolve) => client.once("message", resolve));
    // Something that is not STUN first: it must be dropped, not answered.
    client.send(Buffer.from("hello"), server.port, "127.0.0.1");
    client.send(encodeBindingRequest(TRANSACTION), server.port, "127.0.0.1");
    const packet = await response;
    const clientPort = client.address().port;
    client.close();
    expect(readHeader(packet)).toMatchObject({ type: 0x0101, transactionId: TRANSACTION });
    expect(decodeXorMappedAddress(packet)).toEqual({
      address: "127.0.0.1",
      port: clientPort,
      family: 4,
    });
  });
});
