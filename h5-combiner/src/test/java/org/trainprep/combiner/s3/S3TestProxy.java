package org.trainprep.combiner.s3;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A loopback HTTP proxy in front of the test server that can behave like stores the test server
 * is not: a bucket with ACLs disabled (Object Ownership "bucket owner enforced") answers every
 * object-ACL write with HTTP 400 {@code AccessControlListNotSupported}, as AWS does; a store
 * without server-side part copies answers {@code UploadPartCopy} with HTTP 501
 * {@code NotImplemented}. It counts the bytes that cross it each way, which is what the client
 * moved. Everything else is passed through byte for byte, Host header included, so SigV4
 * signatures and presigned URLs made for the proxy's address verify upstream. One request per
 * connection keeps the pass-through a plain byte pump.
 */
final class S3TestProxy implements AutoCloseable {

    /**
     * What the proxied store refuses: nothing; object-ACL writes; part copies (501, as a store
     * without them); every third request with a 503 SlowDown, a 500 or a dropped connection in
     * turn (a flaky network or a throttled bucket); every part copy with a 500 (a persistent fault).
     */
    enum Refuse { NOTHING, ACL_WRITES, PART_COPIES, EVERY_THIRD_REQUEST, PART_COPIES_ALWAYS_FAIL }

    private final ServerSocket server;
    private final int upstreamPort;
    private final ExecutorService pool = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "s3-test-proxy");
        t.setDaemon(true);
        return t;
    });
    private final Refuse refuse;
    private final AtomicLong fromClient = new AtomicLong();
    private final AtomicLong toClient = new AtomicLong();
    private final AtomicInteger refused = new AtomicInteger();
    private final AtomicInteger requests = new AtomicInteger();

    S3TestProxy(int upstreamPort, Refuse refuse) throws IOException {
        this.upstreamPort = upstreamPort;
        this.refuse = refuse;
        this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        pool.execute(this::acceptLoop);
    }

    int port() {
        return server.getLocalPort();
    }

    int requestsRefused() {
        return refused.get();
    }

    /** Bytes the client sent, request heads included. */
    long bytesFromClient() {
        return fromClient.get();
    }

    /** Bytes the client received, response heads included. */
    long bytesToClient() {
        return toClient.get();
    }

    private void acceptLoop() {
        while (!server.isClosed()) {
            try {
                Socket client = server.accept();
                pool.execute(() -> handle(client));
            } catch (IOException e) {
                return; // closed
            }
        }
    }

    private void handle(Socket client) {
        try (client) {
            InputStream in = client.getInputStream();
            String head = readHead(in);
            if (head == null) {
                return;
            }
            fromClient.addAndGet(head.length() + 4);
            String requestLine = head.substring(0, head.indexOf("\r\n"));
            if (refuse == Refuse.ACL_WRITES && requestLine.startsWith("PUT ") && isAclWrite(requestLine)) {
                refuse(client, in, head, 400, "Bad Request", "AccessControlListNotSupported", "The bucket does not allow ACLs");
                return;
            }
            boolean partCopy = requestLine.startsWith("PUT ") && requestLine.contains("uploadId=")
                    && head.toLowerCase(Locale.ROOT).contains("\r\nx-amz-copy-source:");
            if (refuse == Refuse.PART_COPIES && partCopy) {
                refuse(client, in, head, 501, "Not Implemented", "NotImplemented",
                        "A header you provided implies functionality that is not implemented");
                return;
            }
            if (refuse == Refuse.PART_COPIES_ALWAYS_FAIL && partCopy) {
                refuse(client, in, head, 500, "Internal Server Error", "InternalError",
                        "We encountered an internal error. Please try again.");
                return;
            }
            int n = requests.incrementAndGet();
            if (refuse == Refuse.EVERY_THIRD_REQUEST && n % 3 == 0) {
                switch (n / 3 % 3) {
                    case 0 -> refuse(client, in, head, 503, "Slow Down", "SlowDown", "Please reduce your request rate.");
                    case 1 -> refuse(client, in, head, 500, "Internal Server Error", "InternalError",
                            "We encountered an internal error. Please try again.");
                    default -> refused.incrementAndGet(); // the connection drops: closed without an answer
                }
                return;
            }
            try (Socket upstream = new Socket(InetAddress.getLoopbackAddress(), upstreamPort)) {
                OutputStream up = upstream.getOutputStream();
                up.write(withConnectionClose(head).getBytes(StandardCharsets.ISO_8859_1));
                up.flush();
                pool.execute(() -> pump(in, up, fromClient));
                pump(upstream.getInputStream(), client.getOutputStream(), toClient);
            }
        } catch (IOException e) {
            // a client or the server hung up; nothing to do for a test proxy
        }
    }

    private void refuse(Socket client, InputStream in, String head, int status, String reason, String code,
                        String message) throws IOException {
        if (!head.toLowerCase(Locale.ROOT).contains("\r\nexpect: 100-continue")) {
            in.readNBytes((int) contentLength(head)); // else the body is never sent: we answer before "continue"
        }
        refused.incrementAndGet();
        byte[] body = ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Error><Code>" + code + "</Code><Message>" + message
                + "</Message><RequestId>T1</RequestId><HostId>T</HostId></Error>").getBytes(StandardCharsets.UTF_8);
        byte[] responseHead = ("HTTP/1.1 " + status + " " + reason + "\r\nContent-Type: application/xml\r\nContent-Length: "
                + body.length + "\r\nx-amz-request-id: T1\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1);
        OutputStream out = client.getOutputStream();
        out.write(responseHead);
        out.write(body);
        out.flush();
        toClient.addAndGet(responseHead.length + body.length);
    }

    private static void pump(InputStream from, OutputStream to, AtomicLong counted) {
        byte[] buffer = new byte[64 << 10];
        try {
            int n;
            while ((n = from.read(buffer)) >= 0) {
                to.write(buffer, 0, n);
                counted.addAndGet(n);
            }
            to.flush();
        } catch (IOException e) {
            // the other side closed
        }
    }

    private static boolean isAclWrite(String requestLine) {
        String target = requestLine.split(" ")[1];
        int q = target.indexOf('?');
        if (q < 0) {
            return false;
        }
        for (String param : target.substring(q + 1).split("&")) {
            if (param.equals("acl") || param.startsWith("acl=")) {
                return true;
            }
        }
        return false;
    }

    private static long contentLength(String head) {
        for (String line : head.split("\r\n")) {
            if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                return Long.parseLong(line.substring(15).trim());
            }
        }
        return 0;
    }

    private static String withConnectionClose(String head) {
        StringBuilder sb = new StringBuilder();
        for (String line : head.split("\r\n")) {
            if (!line.toLowerCase(Locale.ROOT).startsWith("connection:")) {
                sb.append(line).append("\r\n");
            }
        }
        return sb.append("Connection: close\r\n\r\n").toString();
    }

    /** The request line and headers, without the blank line; null at end of stream. */
    private static String readHead(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int matched = 0;
        int b;
        while ((b = in.read()) >= 0) {
            head.write(b);
            matched = (b == "\r\n\r\n".charAt(matched)) ? matched + 1 : (b == '\r' ? 1 : 0);
            if (matched == 4) {
                String s = head.toString(StandardCharsets.ISO_8859_1);
                return s.substring(0, s.length() - 4);
            }
        }
        return null;
    }

    @Override
    public void close() throws IOException {
        server.close();
        pool.shutdownNow();
    }
}
