package org.trainprep.core.vocab;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

/**
 * Keeps the best {@code k} words by {@link WordCount#RANK} from a stream, in O(k) memory.
 *
 * <p>Each word must be offered once with its total count. When words are partitioned over
 * reducers, the union of every reducer's top k holds the global top k (a word with fewer than
 * k better words globally has fewer than k better words in its own partition), so merging the
 * per-reducer lists with another {@code TopWords} gives the same vocabulary for any number of
 * reducers.
 */
public final class TopWords {

    /**
     * The longest word a vocabulary keeps, in UTF-16 units. A text may hold one word of megabytes (a
     * line is at most 8 MiB); when counts tie, a few of them could fill a vocabulary, which the
     * driver and every encode task hold whole: memory per task then grew with the input's longest
     * words. A longer word stays a token of its row, as the unknown word.
     */
    public static final int MAX_WORD_CHARS = 1000;

    private final int k;
    // Worst kept word at the head, so a better newcomer evicts it in O(log k).
    private final PriorityQueue<WordCount> heap;

    public TopWords(int k) {
        if (k < 1) {
            throw new IllegalArgumentException("k must be >= 1, was " + k);
        }
        this.k = k;
        this.heap = new PriorityQueue<>(Math.min(k, 1 << 16) + 1, WordCount.RANK.reversed());
    }

    /**
     * Whether a vocabulary may keep a word of {@code utf8Bytes} bytes: cleaned words are ASCII, so
     * their bytes are their characters.
     */
    public static boolean keepable(int utf8Bytes) {
        return utf8Bytes <= MAX_WORD_CHARS;
    }

    public void offer(String word, long count) {
        if (word.length() > MAX_WORD_CHARS) {
            return;
        }
        if (heap.size() < k) {
            heap.add(new WordCount(word, count));
            return;
        }
        WordCount worst = heap.peek();
        if (count > worst.count() || count == worst.count() && word.compareTo(worst.word()) < 0) {
            heap.poll();
            heap.add(new WordCount(word, count));
        }
    }

    /**
     * Whether a word of {@code count} could be kept: false only when {@code k} words are kept and
     * each has a higher count, so a caller can skip making the word's {@code String}.
     */
    public boolean admits(long count) {
        return heap.size() < k || count >= heap.peek().count();
    }

    public void offer(WordCount wc) {
        offer(wc.word(), wc.count());
    }

    /** The kept words, best first. */
    public List<WordCount> ranked() {
        List<WordCount> out = new ArrayList<>(heap);
        out.sort(WordCount.RANK);
        return out;
    }
}
