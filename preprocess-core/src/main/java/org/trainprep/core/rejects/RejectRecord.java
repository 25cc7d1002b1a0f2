package org.trainprep.core.rejects;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;

/**
 * One sampled rejected line, stored as a JSON object on one line of {@code _rejects/*.jsonl}, so
 * any raw line round-trips whatever it holds: tabs and carriage returns are escaped, and a line that
 * is not valid UTF-8 is kept as base64 ({@code line_base64}) instead of {@code line}. Lines are cut
 * at {@link #MAX_LINE_BYTES} ({@code truncated} says so), on a character boundary when text.
 *
 * @param reason    why it was rejected (a reject-reason name)
 * @param file      the input file
 * @param offset    the line's byte offset in the (decompressed) file
 * @param line      the raw bytes kept (at most {@link #MAX_LINE_BYTES})
 * @param truncated whether the line was longer
 * @param field     the field the line was rejected for (e.g. a missing text field), or null
 */
public record RejectRecord(String reason, String file, long offset, byte[] line, boolean truncated, String field) {

    public static final int MAX_LINE_BYTES = 4096;
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The sample of {@code len} raw bytes at {@code buf[off]}, cut to {@link #MAX_LINE_BYTES}. */
    public static RejectRecord of(String reason, String file, long offset, byte[] buf, int off, int len) {
        int keep = Math.min(len, MAX_LINE_BYTES);
        if (keep < len && decodes(buf, off, len)) {
            // back off to the start of a UTF-8 sequence so the kept text stays valid
            while (keep > 0 && (buf[off + keep] & 0xC0) == 0x80) {
                keep--;
            }
        }
        return new RejectRecord(reason, file, offset, Arrays.copyOfRange(buf, off, off + keep), keep < len, null);
    }

    /** The same record, naming the field it was rejected for (none when null). */
    public RejectRecord withField(String name) {
        return new RejectRecord(reason, file, offset, line, truncated, name);
    }

    /** One line of JSON, newline not included. */
    public String toJsonLine() {
        ObjectNode n = JSON.createObjectNode();
        n.put("reason", reason);
        if (field != null) {
            n.put("field", field);
        }
        n.put("file", file);
        n.put("offset", offset);
        String text = decode(line);
        if (text != null) {
            n.put("line", text);
        } else {
            n.put("line_base64", Base64.getEncoder().encodeToString(line));
        }
        if (truncated) {
            n.put("truncated", true);
        }
        try {
            return JSON.writeValueAsString(n);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    public static RejectRecord parse(String jsonLine) {
        try {
            JsonNode n = JSON.readTree(jsonLine);
            byte[] bytes = n.has("line") ? n.get("line").asText().getBytes(StandardCharsets.UTF_8)
                    : Base64.getDecoder().decode(n.get("line_base64").asText());
            return new RejectRecord(n.get("reason").asText(), n.get("file").asText(), n.get("offset").asLong(), bytes,
                    n.path("truncated").asBoolean(false), n.hasNonNull("field") ? n.get("field").asText() : null);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a reject record: " + e.getOriginalMessage());
        }
    }

    /** The kept line as text, with invalid bytes shown as U+FFFD: for messages, not for round trips. */
    public String lineForDisplay() {
        return new String(line, StandardCharsets.UTF_8);
    }

    private static boolean decodes(byte[] buf, int off, int len) {
        return decode(Arrays.copyOfRange(buf, off, off + len)) != null;
    }

    private static String decode(byte[] bytes) {
        try {
            CharBuffer chars = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
            return chars.toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }
}
