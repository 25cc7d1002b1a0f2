package org.trainprep.core.parallel;

import java.util.function.UnaryOperator;

/**
 * A part's kept pairs segmented with the run's codes, their tokens counted for the BPE vocabulary
 * with their first occurrences: what every part writer does, and on its own the counting pass
 * {@code --h5} needs, since ids follow the vocabulary's order, known only once all parts are counted.
 */
public final class ParallelTokenCount {

    private final UnaryOperator<String> bpe;
    private final BpeVocabulary vocabulary = new BpeVocabulary();
    private final long[] tokens = new long[2];
    private long lastLine = -1;

    public ParallelTokenCount(BpeCodes codes) {
        this(new BpeApplier(codes)::segmentLine);
    }

    /** @param segment a line's segmentation ({@link ParallelSettings.Bpe#segmenter}) */
    public ParallelTokenCount(UnaryOperator<String> segment) {
        this.bpe = segment;
    }

    /**
     * Segments a kept pair, cleaned, with its line number (from 0) in the input; lines must ascend.
     *
     * @return the source and target lines after BPE
     */
    public String[] pair(long line, String cleanSrc, String cleanTgt) {
        if (line <= lastLine) {
            throw new IllegalStateException("pairs out of line order: " + line + " after " + lastLine);
        }
        lastLine = line;
        String a = bpe.apply(cleanSrc);
        String b = bpe.apply(cleanTgt);
        tokens[0] += vocabulary.add(0, line, a);
        tokens[1] += vocabulary.add(1, line, b);
        return new String[] {a, b};
    }

    /** Tokens after BPE of side 0 (source) or 1 (target). */
    public long tokens(int side) {
        return tokens[side];
    }

    /** The BPE token counts with their first occurrences, for the run's vocabulary. */
    public BpeVocabulary vocabulary() {
        return vocabulary;
    }
}
