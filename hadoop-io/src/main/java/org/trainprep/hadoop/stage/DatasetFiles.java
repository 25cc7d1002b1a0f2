package org.trainprep.hadoop.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.BytesWritable;
import org.apache.hadoop.io.SequenceFile;
import org.trainprep.core.stage.PassResult;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.NoSuchElementException;

/** A dataset's records, as {@link CommittedTaskOutput} wrote them: a partition's, or all in order. */
public final class DatasetFiles {

    private DatasetFiles() {
    }

    /** The records of partition {@code partition} of {@code dataset}, or of every partition in order ({@code -1}); a missing file is empty. */
    public static PassResult.Records read(Configuration conf, PassResult.DatasetRef dataset, int partition) {
        int from = partition < 0 ? 0 : partition;
        int to = partition < 0 ? dataset.partitions() : partition + 1;
        return new PassResult.Records() {
            private int next = from;
            private SequenceFile.Reader reader;
            private final BytesWritable k = new BytesWritable();
            private final BytesWritable v = new BytesWritable();
            private PassResult.Record ahead;

            @Override
            public boolean hasNext() {
                try {
                    while (ahead == null) {
                        if (reader == null) {
                            if (next >= to) {
                                return false;
                            }
                            Path file = new Path(dataset.folder(), CommittedTaskOutput.datasetFile(next++));
                            if (file.getFileSystem(conf).exists(file)) {
                                reader = new SequenceFile.Reader(conf, SequenceFile.Reader.file(file));
                            }
                            continue;
                        }
                        if (reader.next(k, v)) {
                            ahead = new PassResult.Record(Arrays.copyOf(k.getBytes(), k.getLength()),
                                    Arrays.copyOf(v.getBytes(), v.getLength()));
                        } else {
                            reader.close();
                            reader = null;
                        }
                    }
                    return true;
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }

            @Override
            public PassResult.Record next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                PassResult.Record r = ahead;
                ahead = null;
                return r;
            }

            @Override
            public void close() throws IOException {
                if (reader != null) {
                    reader.close();
                    reader = null;
                }
            }
        };
    }
}
