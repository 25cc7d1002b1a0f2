package org.trainprep.core.parallel;

import org.trainprep.core.text.Utf8;

import java.nio.charset.StandardCharsets;

/**
 * One side's line before the pair is joined: strict UTF-8 decoding, then the tokenizer (or, for
 * {@code --tokenized} input, the text as it is). Engines run it where they read a side, so the
 * join moves tokenized text; a side that is not UTF-8 is null, and its pair dropped as
 * {@link PairRejectReason#INVALID_UTF8}.
 */
public final class SideText {

    private final MosesTokenizer tokenizer;

    public SideText(ParallelSettings.Tokenize tokenize, String language) {
        this.tokenizer = tokenize.tokenizer(language);
    }

    /** The tokenized line, or null if its bytes are not UTF-8. */
    public String prepare(byte[] bytes, int length) {
        if (Utf8.invalidBytes(bytes, 0, length) != null) {
            return null;
        }
        String line = new String(bytes, 0, length, StandardCharsets.UTF_8);
        return tokenizer == null ? line : tokenizer.tokenize(line);
    }
}
