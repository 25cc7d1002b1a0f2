package org.trainprep.core.reviews;

import org.trainprep.core.stage.TaskOutput;
import org.trainprep.core.vocab.WordCounts;

import java.io.IOException;

/**
 * What a task writes of the distinct texts it keeps, in text order: each with the mode of its
 * copies' ratings (ties to the lowest) into a dataset, its words counted in the task and handed on
 * before a text could take the table past the words the task's memory holds
 * ({@link WordCounts#wordsWithin}), and at the end, counted with their words' bytes
 * ({@link VocabularyCount#HANDED_ON}) so the driver can tell whether to sum them itself; its
 * rating tallied.
 */
final class DistinctTexts {

    private final String dataset;
    private final String wordsDataset;
    private final boolean countWords;
    private final ReviewTally tally = new ReviewTally();
    private final WordCounts words;
    private long handedOn;
    private long handedOnBytes;

    /**
     * Writes to {@code dataset}, the word counts (unless {@code countWords} is off) to
     * {@code wordsDataset}, holding at most what {@code memory} bytes hold.
     */
    DistinctTexts(String dataset, String wordsDataset, boolean countWords, long memory) {
        this.dataset = dataset;
        this.wordsDataset = wordsDataset;
        this.countWords = countWords;
        this.words = new WordCounts(memory);
    }

    void write(byte[] text, RatingHistogram copies, TaskOutput out) throws IOException {
        int mode = copies.mode();
        tally.distinct(copies, mode);
        out.record(dataset, text, new byte[] {(byte) mode});
        if (countWords) {
            if (!words.holdsText(text.length)) {
                flush(out);
            }
            words.addText(text, text.length);
        }
    }

    void finish(TaskOutput out) throws IOException {
        flush(out);
        if (countWords) {
            out.count(VocabularyCount.HANDED_ON, handedOn);
            out.count(VocabularyCount.HANDED_ON_BYTES, handedOnBytes);
        }
        tally.counts().forEach((name, n) -> out.count(ReviewTally.PREFIX + name, n));
    }

    private void flush(TaskOutput out) throws IOException {
        WordCounts.Cursor c = words.cursor();
        while (c.next()) {
            out.record(wordsDataset, c.wordBytes(), ReviewsProgram.Ratings.longBytes(c.count()));
            handedOnBytes += c.wordBytes().length;
        }
        handedOn += words.size();
        words.clear();
    }
}
