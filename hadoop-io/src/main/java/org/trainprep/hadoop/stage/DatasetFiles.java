package org.trainprep.hadoop.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Options;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.BytesWritable;
import org.apache.hadoop.io.SequenceFile;
import org.apache.hadoop.util.functional.FutureIO;
import org.trainprep.core.stage.PassResult;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.NoSuchElementException;

/** A dataset's records, as {@link CommittedTaskOutput} wrote them: a partition's, or all in order. */
public final class DatasetFiles {

    private DatasetFiles() {
    }

    /** The bytes a dataset file's reader asks its file system for at a time ({@link ReadAhead}). */
    static final int READ_AHEAD_BYTES = 128 << 10;

    /**
     * A reader of one dataset file, {@code null} if there is none (a task that wrote nothing). The
     * file is read through {@link ReadAhead}: its checksums are verified as before, a buffer at a time.
     */
    public static SequenceFile.Reader open(Configuration conf, Path file) throws IOException {
        FileSystem fs = file.getFileSystem(conf);
        FileStatus status;
        try {
            status = fs.getFileStatus(file);
        } catch (FileNotFoundException e) {
            return null;
        }
        // opened as SequenceFile.Reader opens a file: read front to back (an object store's hint)
        FSDataInputStream in = FutureIO.awaitFuture(fs.openFile(file)
                .opt(Options.OpenFileOptions.FS_OPTION_OPENFILE_READ_POLICY,
                        Options.OpenFileOptions.FS_OPTION_OPENFILE_READ_POLICY_SEQUENTIAL)
                .withFileStatus(status).build());
        try {
            return new SequenceFile.Reader(conf, SequenceFile.Reader.stream(new FSDataInputStream(new ReadAhead(in,
                    READ_AHEAD_BYTES))), SequenceFile.Reader.length(status.getLen()));
        } catch (IOException e) {
            in.close();
            // a reader given a stream knows no file name to put in its messages ("null not a SequenceFile")
            throw new IOException("dataset file " + file + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            in.close();
            throw e;
        }
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
                            reader = open(conf, new Path(dataset.folder(), CommittedTaskOutput.datasetFile(next++)));
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
