package org.trainprep.core.vocab;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import org.trainprep.core.text.CharSliceIntMap;
import org.trainprep.core.text.PackedTokens;
import org.trainprep.core.util.Sha256;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Word ids as the trainers expect them (docs/FORMAT.md section 1): {@code 0} reserved and never
 * written, {@code 1} padding, {@code 2} unknown word, vocabulary words from {@code 3}.
 *
 * <p>Serialised as the original {@code vocab_10000.json} shape, {@code {"word": id, ...}}, in id
 * order with Python's default {@code json.dump} separators, so the bytes (and the
 * {@link #sha256()} that files carry as {@code vocab_sha256}) are canonical.
 */
public final class Vocabulary {

    public static final int RESERVED_ID = 0;
    public static final int PAD_ID = 1;
    public static final int UNK_ID = 2;
    public static final int FIRST_WORD_ID = 3;

    private final String[] wordsById; // index = id; null where no word (0..2, gaps)
    private final CharSliceIntMap ids;
    /** The ids of the words that have a {@link PackedTokens} code, by code. */
    private final PackedTokens.Map packedIds;
    private final int wordCount;
    private final byte[] canonicalJson;
    private final String sha256;

    private Vocabulary(String[] wordsById, int wordCount) {
        this.wordsById = wordsById;
        this.wordCount = wordCount;
        CharSliceIntMap.Builder b = new CharSliceIntMap.Builder(wordCount);
        List<String> words = new ArrayList<>(wordCount);
        int[] idsOfWords = new int[wordCount];
        for (int id = FIRST_WORD_ID; id < wordsById.length; id++) {
            if (wordsById[id] != null) {
                b.put(wordsById[id], id);
                idsOfWords[words.size()] = id;
                words.add(wordsById[id]);
            }
        }
        this.ids = b.build();
        this.packedIds = new PackedTokens.Map(words, idsOfWords);
        this.canonicalJson = toJson(wordsById);
        this.sha256 = Sha256.of(canonicalJson);
    }

    /** Ids {@code 3, 4, ...} for {@code ranked} in order (best first). */
    public static Vocabulary fromRanked(List<WordCount> ranked) {
        List<String> words = new ArrayList<>(ranked.size());
        for (WordCount wc : ranked) {
            words.add(wc.word());
        }
        return fromWords(words);
    }

    /** Ids {@code 3, 4, ...} for {@code words} in order; words must be distinct. */
    public static Vocabulary fromWords(List<String> words) {
        String[] byId = new String[FIRST_WORD_ID + words.size()];
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            if (seen.put(w, i) != null) {
                throw new IllegalArgumentException("duplicate vocabulary word '" + w + "'");
            }
            byId[FIRST_WORD_ID + i] = w;
        }
        return new Vocabulary(byId, words.size());
    }

    /**
     * Reads a {@code {"word": id}} JSON object, such as the original {@code vocab_10000.json}.
     * Ids must be distinct integers of at least 3 (0..2 are reserved); gaps are allowed.
     *
     * @throws IllegalArgumentException naming the problem when the file is not such an object
     */
    /** The largest word id a supplied vocabulary may use: 10 million words (the --vocab-size bound) after the reserved ids. */
    public static final int MAX_ID = 10_000_002;

    public static Vocabulary read(InputStream in) throws IOException {
        Map<Integer, String> byId = new HashMap<>();
        int maxId = FIRST_WORD_ID - 1;
        try (JsonParser p = new JsonFactory().createParser(in)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new IllegalArgumentException("vocabulary must be a JSON object {\"word\": id, ...}");
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String word = p.currentName();
                if (p.nextToken() != JsonToken.VALUE_NUMBER_INT) {
                    throw new IllegalArgumentException("vocabulary id of '" + word + "' is not an integer");
                }
                long id = p.getLongValue();
                if (id < FIRST_WORD_ID) {
                    throw new IllegalArgumentException("vocabulary id " + id + " of '" + word
                            + "' is reserved: ids 0, 1 (padding) and 2 (unknown) are the trainers', words start at 3");
                }
                if (id > MAX_ID) {
                    // n_vocab = max id + 1 is every trainer's embedding table, and this file's id lookup
                    throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "vocabulary id %,d of '%s' is"
                            + " over %,d: n_vocab would be %,d embedding rows; number the words from 3 without big gaps",
                            id, word, MAX_ID, id + 1));
                }
                String previous = byId.put((int) id, word);
                if (previous != null) {
                    throw new IllegalArgumentException("vocabulary id " + id + " is used by both '"
                            + previous + "' and '" + word + "'");
                }
                maxId = Math.max(maxId, (int) id);
            }
            if (p.currentToken() != JsonToken.END_OBJECT) {
                throw new IllegalArgumentException("vocabulary is not valid JSON: its object is cut short");
            }
            // a second object after the first (two files joined) would be left unread
            if (p.nextToken() != null) {
                throw new IllegalArgumentException("vocabulary holds more after its object ({\"word\": id, ...} and"
                        + " nothing else), at line " + p.getCurrentLocation().getLineNr());
            }
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("vocabulary is not valid JSON: " + e.getOriginalMessage(), e);
        }
        String[] words = new String[maxId + 1];
        byId.forEach((id, w) -> words[id] = w);
        Vocabulary v = new Vocabulary(words, byId.size());
        if (v.ids.size() != byId.size()) {
            throw new IllegalArgumentException("vocabulary lists a word twice");
        }
        return v;
    }

    /** The id of {@code buf[off, off+len)}, or {@link #UNK_ID}. */
    public int id(char[] buf, int off, int len) {
        return ids.get(buf, off, len, UNK_ID);
    }

    /** The id of the cleaned token whose {@link PackedTokens} code is {@code code}, or {@link #UNK_ID}. */
    public int idOfPacked(long code) {
        return packedIds.get(code, UNK_ID);
    }

    public int id(String word) {
        return ids.get(word, UNK_ID);
    }

    /** The word with this id, or null for reserved ids and gaps. */
    public String word(int id) {
        return id >= 0 && id < wordsById.length ? wordsById[id] : null;
    }

    /** The words, in id order. */
    public java.util.stream.Stream<String> words() {
        return java.util.Arrays.stream(wordsById).filter(java.util.Objects::nonNull);
    }

    /** Number of words (K). */
    public int size() {
        return wordCount;
    }

    /** Size of the id space the trainers' embedding needs: highest id + 1 (K + 3 when dense). */
    public int nVocab() {
        return wordsById.length;
    }

    /** The canonical JSON bytes ({@code vocab.json}). */
    public byte[] toJson() {
        return canonicalJson.clone();
    }

    /** Hex SHA-256 of {@link #toJson()}; parts made with different vocabularies must not be mixed. */
    public String sha256() {
        return sha256;
    }

    private static byte[] toJson(String[] wordsById) {
        StringBuilder sb = new StringBuilder(wordsById.length * 12 + 2).append('{');
        JsonStringEncoder enc = JsonStringEncoder.getInstance();
        boolean first = true;
        for (int id = FIRST_WORD_ID; id < wordsById.length; id++) {
            if (wordsById[id] == null) {
                continue;
            }
            if (!first) {
                sb.append(", ");
            }
            first = false;
            sb.append('"');
            appendAsciiEscaped(sb, enc.quoteAsString(wordsById[id]));
            sb.append("\": ").append(id);
        }
        return sb.append('}').toString().getBytes(StandardCharsets.US_ASCII);
    }

    // Python's json.dump escapes non-ASCII as \\uXXXX (ensure_ascii); do the same so bytes match.
    private static void appendAsciiEscaped(StringBuilder sb, char[] quoted) {
        for (char c : quoted) {
            if (c < 128) {
                sb.append(c);
            } else {
                sb.append(String.format("\\u%04x", (int) c));
            }
        }
    }
}
