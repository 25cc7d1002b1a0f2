package org.trainprep.core.reviews;

import org.trainprep.core.neardup.Position;
import org.trainprep.core.stage.GroupFn;
import org.trainprep.core.stage.Pass;
import org.trainprep.core.stage.Shuffle;
import org.trainprep.core.stage.TaskContext;
import org.trainprep.core.stage.TaskOutput;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Iterator;
import java.util.List;

import static org.trainprep.core.reviews.NearDuplicateRemoval.*;
import static org.trainprep.core.reviews.NodeRecords.*;

/** The near-duplicate list: removals by ranges of the input into {@code _near_duplicates/}, in input order. */
final class NearDupAudit {

    private NearDupAudit() {
    }

    /** Input positions in ranges of the input's bytes, so the files in order hold the removals in input order. */
    static final class InputRanges implements Shuffle.Partitioner {
        private final long[] before;
        private final long[] sizes;
        private final long total;

        InputRanges(List<Long> sizes) {
            this.sizes = sizes.stream().mapToLong(Long::longValue).toArray();
            this.before = new long[this.sizes.length];
            long sum = 0;
            for (int i = 0; i < this.sizes.length; i++) {
                before[i] = sum;
                sum += this.sizes[i];
            }
            this.total = Math.max(1, sum);
        }

        @Override
        public int partition(byte[] key, int length, int partitions) {
            int file = Position.file(key, 0);
            // a compressed file's offsets run past its size: held at its last byte, the order stays
            long at = before[file] + Math.max(0, Math.min(Position.offset(key, 0), sizes[file] - 1));
            return (int) Math.min(partitions - 1, (long) ((double) at / total * partitions));
        }
    }

    /** Pass 6: the removals of a range of the input, in input order, as JSON lines of one file. */
    static final class Audit implements GroupFn {
        private final List<String> files;
        private transient TaskContext task;
        private transient java.io.BufferedWriter lines;
        private transient java.nio.file.Path local;

        Audit(List<String> files) {
            this.files = List.copyOf(files);
        }

        @Override
        public void setup(TaskContext task) {
            this.task = task;
        }

        private java.io.BufferedWriter lines(TaskOutput out) throws IOException {
            if (lines == null) {
                local = out.scratch().resolve("removals.jsonl");
                lines = java.nio.file.Files.newBufferedWriter(local, java.nio.charset.StandardCharsets.UTF_8);
            }
            return lines;
        }

        @Override
        public void group(byte[] removed, Iterator<byte[]> values, TaskOutput out) throws IOException {
            byte[] v = values.next();
            ByteBuffer b = ByteBuffer.wrap(v, Position.WIDTH, 8);
            int agree = b.getInt();
            int n = b.getInt();
            lines(out).write("{\"removed\":" + Position.json(removed, 0, files) + ",\"kept\":" + Position.json(v, 0, files)
                    + ",\"similarity\":" + String.format(java.util.Locale.ROOT, "%.4f", (double) agree / n) + "}\n");
        }

        @Override
        public void finish(TaskOutput out) throws IOException {
            lines(out).close();
            String name = String.format(java.util.Locale.ROOT, "part-%05d.jsonl", task.index());
            out.file(name, local);
            long count = 0;
            try (java.io.InputStream in = java.nio.file.Files.newInputStream(local)) {
                byte[] buf = new byte[1 << 16];
                for (int n; (n = in.read(buf)) > 0; ) {
                    for (int i = 0; i < n; i++) {
                        count += buf[i] == '\n' ? 1 : 0;
                    }
                }
            }
            // for the manifest, so verify can check the file without the driver reading it here
            out.line(FILES, FOLDER + "/" + name + "\t" + java.nio.file.Files.size(local) + "\t"
                    + org.trainprep.core.util.Sha256.of(local) + "\t" + count);
        }
    }

}
