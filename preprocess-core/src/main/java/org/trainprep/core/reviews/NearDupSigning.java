package org.trainprep.core.reviews;

import org.trainprep.core.neardup.MinHash;
import org.trainprep.core.neardup.NearDupSettings;
import org.trainprep.core.neardup.Position;
import org.trainprep.core.stage.GroupFn;
import org.trainprep.core.stage.Pass;
import org.trainprep.core.stage.RecordFn;
import org.trainprep.core.stage.TaskOutput;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Iterator;

import static org.trainprep.core.reviews.NearDuplicateRemoval.*;
import static org.trainprep.core.reviews.NodeRecords.*;

/** The near-duplicate passes' signing and banding: each text's signature and band keys, each bucket's candidate pairs. */
final class NearDupSigning {

    private NearDupSigning() {
    }

    /** The band hash: FNV-1a 64 over the band's values, each 8 bytes big-endian. */
    static long bandHash(long[] sig, int from, int rows) {
        long h = 0xcbf29ce484222325L;
        for (int i = from; i < from + rows; i++) {
            for (int s = 56; s >= 0; s -= 8) {
                h ^= (sig[i] >>> s) & 0xff;
                h *= 0x100000001b3L;
            }
        }
        return h;
    }

    /**
     * Pass 1's map: a distinct text's band keys, to the shuffle. The signature itself is not kept: the few
     * texts in a candidate pair are signed again where their pairs meet them ({@link NearDupJoins.SendSignature}),
     * which moves their texts (some 400 bytes) instead of every text's signature (8 bytes a value).
     */
    static final class Sign implements RecordFn {
        private final MinHash minHash;
        private final int bands;
        private final int rows;

        Sign(NearDupSettings settings) {
            this.minHash = new MinHash(settings.shingle(), settings.permutations());
            this.bands = settings.bands();
            this.rows = settings.rows();
        }

        @Override
        public void record(byte[] text, byte[] copies, TaskOutput out) throws IOException {
            byte[] position = Copies.position(copies);
            long[] sig = minHash.signature(text, text.length);
            for (int band = 0; band < bands; band++) {
                out.emit(ByteBuffer.allocate(10 + Position.WIDTH).putShort((short) band)
                        .putLong(bandHash(sig, band * rows, rows)).put(position).array(), new byte[0]);
            }
        }
    }

    /** Pass 1's reduce: a bucket's texts in position order, each after the first a candidate with it. */
    static final class Buckets implements GroupFn {
        private transient byte[] bucket;
        private transient byte[] first;
        private transient long candidates;

        @Override
        public void group(byte[] key, Iterator<byte[]> values, TaskOutput out) throws IOException {
            byte[] b = Arrays.copyOf(key, 10);
            byte[] position = Arrays.copyOfRange(key, 10, 10 + Position.WIDTH);
            if (bucket == null || !Arrays.equals(bucket, b)) {
                bucket = b;
                first = position;
                return;
            }
            out.record(CANDIDATES, concat(position, first), new byte[0]);
            candidates++;
        }

        @Override
        public void finish(TaskOutput out) {
            out.count(CANDIDATE_PAIRS, candidates);
        }
    }

}
