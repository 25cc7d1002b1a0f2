package org.trainprep.core.reviews;

import org.trainprep.core.neardup.Position;
import org.trainprep.core.stage.GroupFn;
import org.trainprep.core.stage.Pass;
import org.trainprep.core.stage.RecordFn;
import org.trainprep.core.stage.TaskContext;
import org.trainprep.core.stage.TaskOutput;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

import static org.trainprep.core.reviews.NearDuplicateRemoval.*;
import static org.trainprep.core.reviews.NodeRecords.*;

/** The last near-duplicate pass: the distinct texts less the removed, in the dedup pass's partitions and order. */
final class NearDupApply {

    private NearDupApply() {
    }

    /** Pass 7's map: a distinct text keyed as the dedup pass keyed it, a verdict by its own key (it sorts just before its text's hash). */
    static final class ByText implements RecordFn {
        @Override
        public void record(byte[] key, byte[] value, TaskOutput out) throws IOException {
            if (key.length == 9 + Position.WIDTH && key[8] == 0) {
                out.emit(key, value);
                return;
            }
            byte[] k = new byte[8 + key.length];
            System.arraycopy(key, 0, k, 8, key.length);
            ByteBuffer.wrap(k).putLong(TextOrder.hash(key, 0, key.length));
            out.emit(k, value);
        }
    }

    /**
     * Pass 7's reduce: a partition's texts in text order, each with the verdicts of its hash
     * just before it; a removed text dropped, a kept one rated by its component, the rest as
     * exact dedup rated them ({@link DistinctTexts}).
     */
    static final class Apply implements GroupFn {
        private final boolean countWords;
        private final String words;
        private final List<String> shown;
        private transient List<byte[]> shownPositions;
        private transient DistinctTexts texts;
        private transient RatingHistogram copies;
        private transient long hash;
        private transient List<byte[]> verdicts;

        /** @param shown positions (hex) whose texts go to the side output {@link #EXAMPLE_TEXTS} */
        /** Whether a text's position is one of the few shown: compared as bytes, no string made per text. */
        private boolean isShown(byte[] position) {
            if (shownPositions == null) {
                shownPositions = shown.stream().map(java.util.HexFormat.of()::parseHex).toList();
            }
            for (byte[] p : shownPositions) {
                if (Arrays.equals(p, position)) {
                    return true;
                }
            }
            return false;
        }

        Apply(boolean countWords, String words, List<String> shown) {
            this.countWords = countWords;
            this.words = words;
            this.shown = List.copyOf(shown);
        }

        @Override
        public void setup(TaskContext task) {
            texts = new DistinctTexts(KEPT, words, countWords, task.memory() / 2);
            copies = new RatingHistogram();
            verdicts = new ArrayList<>();
        }

        @Override
        public void group(byte[] key, Iterator<byte[]> values, TaskOutput out) throws IOException {
            long h = ByteBuffer.wrap(key).getLong();
            if (verdicts.isEmpty() || h != hash) {
                verdicts.clear();
                hash = h;
            }
            byte[] value = values.next();
            if (key.length == 9 + Position.WIDTH && key[8] == 0) {
                verdicts.add(concat(Arrays.copyOfRange(key, 9, key.length), value));
                return;
            }
            byte[] position = Copies.position(value);
            if (isShown(position)) {
                out.line(EXAMPLE_TEXTS, hex(position) + " " + new String(key, 8, key.length - 8,
                        java.nio.charset.StandardCharsets.US_ASCII));
            }
            copies.clear();
            Copies.addTo(copies, value);
            for (byte[] verdict : verdicts) {
                if (Arrays.equals(verdict, 0, Position.WIDTH, position, 0, Position.WIDTH)) {
                    if (verdict[Position.WIDTH] == 0) {
                        return;
                    }
                    copies.clear();
                    Copies.addTo(copies, Arrays.copyOfRange(verdict, Position.WIDTH + 1, verdict.length));
                }
            }
            texts.write(Arrays.copyOfRange(key, 8, key.length), copies, out);
        }

        @Override
        public void finish(TaskOutput out) throws IOException {
            texts.finish(out);
        }
    }
}
