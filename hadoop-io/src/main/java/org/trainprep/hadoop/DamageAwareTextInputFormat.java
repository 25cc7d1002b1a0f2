package org.trainprep.hadoop;

import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.InputSplit;
import org.apache.hadoop.mapreduce.RecordReader;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.lib.input.TextInputFormat;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;

import java.io.IOException;
import org.trainprep.core.rejects.DamagedInputs;

/**
 * Hadoop's text input, with lines of bounded length ({@link BoundedLineReader}), except that a
 * split of a damaged file ends where the damage is found
 * (when the decompressor starts, or mid-file) and the file is recorded ({@link CorruptFiles}) for
 * the driver to name, instead of failing the task attempt after attempt. The records go under the
 * job's output path ({@code mapreduce.output.fileoutputformat.outputdir}), which a Spark job that
 * reads with this format sets to its work directory.
 */
public final class DamageAwareTextInputFormat extends TextInputFormat {

    /**
     * The input files exactly as {@link InputFiles} listed them, without FileInputFormat's glob
     * expansion, which takes {@code data[2020].json} for a pattern and cannot parse a name holding
     * a colon ({@code a:b.json}), looked up a folder at a time ({@link FolderLookups}: a listing for
     * a folder of many, not a request a file). A directory among the inputs gets the default listing.
     */
    @Override
    protected java.util.List<org.apache.hadoop.fs.FileStatus> listStatus(org.apache.hadoop.mapreduce.JobContext job)
            throws IOException {
        java.util.List<org.apache.hadoop.fs.FileStatus> files =
                FolderLookups.inOrder(job.getConfiguration(), java.util.Arrays.asList(getInputPaths(job)), true);
        if (files.stream().anyMatch(org.apache.hadoop.fs.FileStatus::isDirectory)) {
            return super.listStatus(job);
        }
        return files;
    }

    /**
     * A plain file is split; a compressed one is read whole by one task, bzip2 included (Hadoop
     * splits it at its blocks): a line's position in a later split of a bzip2 file would be the
     * compressed block's offset plus the bytes read since, not its offset in the decompressed text,
     * so the positions that order near-duplicates, seed the census split and locate rejects would
     * change with the split size (32 MB locally, the HDFS block on a cluster).
     */
    @Override
    protected boolean isSplitable(org.apache.hadoop.mapreduce.JobContext context, Path file) {
        return new org.apache.hadoop.io.compress.CompressionCodecFactory(context.getConfiguration()).getCodec(file) == null;
    }

    /**
     * Hadoop's splits, with a large gzip or zstd file's one split cut into ranges of its
     * decompressed text ({@link DecompressedRange}), read by many tasks at once.
     */
    @Override
    public java.util.List<InputSplit> getSplits(org.apache.hadoop.mapreduce.JobContext job) throws IOException {
        long rangeBytes = job.getConfiguration().getLong(DecompressedRange.RANGE_BYTES, DecompressedRange.DEFAULT_RANGE_BYTES);
        java.util.List<InputSplit> splits = new java.util.ArrayList<>();
        for (InputSplit s : super.getSplits(job)) {
            FileSplit f = (FileSplit) s;
            splits.addAll(isSplitable(job, f.getPath()) ? java.util.List.of(f)
                    : DecompressedRange.of(f, job.getConfiguration(), rangeBytes));
        }
        return splits;
    }

    /**
     * Each of a pass's input files by name, with its place among them: a split's file is looked up
     * here, not searched for among thousands of inputs split after split.
     */
    public static java.util.Map<String, Integer> places(java.util.List<String> files) {
        java.util.Map<String, Integer> places = new java.util.HashMap<>();
        for (int i = 0; i < files.size(); i++) {
            places.putIfAbsent(files.get(i), i);
        }
        return places;
    }

    /** The place of {@code f}'s file among the pass's inputs ({@link #places}), -1 for none of them. */
    public static int fileIndex(FileSplit f, java.util.Map<String, Integer> places) {
        return places.getOrDefault(f.getPath().toString(), -1);
    }

    /**
     * The split a task of a pass reads, as the stages see it: its file, the file's place among the
     * pass's inputs ({@link #fileIndex}), and its place in the (decompressed) file.
     */
    public static org.trainprep.core.stage.TaskContext.Split taskSplit(FileSplit f, int fileIndex) {
        long length = f instanceof DecompressedRange r ? r.to() - r.from() : f.getLength();
        return new org.trainprep.core.stage.TaskContext.Split(f.getPath().toString(), fileIndex, start(f), length);
    }

    /** Where a split starts in its (decompressed) file. */
    public static long start(FileSplit f) {
        return f instanceof DecompressedRange r ? r.from() : f.getStart();
    }

    /**
     * Lines as the Moses scripts read them: ending at {@code \n} alone, a {@code \r} staying in its
     * line (Hadoop's text input also ends one at a {@code \r}), and a UTF-8 byte order mark kept as
     * the first line's first character (Hadoop's drops it; {@code tokenizer.perl} keeps it, as do the
     * development files, which the driver reads).
     */
    public static void newlineOnly(org.apache.hadoop.conf.Configuration conf) {
        conf.set("textinputformat.record.delimiter", "\n");
        conf.setBoolean(KEEP_BOM, true);
    }

    private static final String KEEP_BOM = "trainprep.lines.keep-bom";

    private static BoundedLineReader lines(org.apache.hadoop.conf.Configuration conf) {
        return new BoundedLineReader(BoundedLineReader.delimiter(conf), !conf.getBoolean(KEEP_BOM, false));
    }

    /** Counter group and name of the splits that ended early on damage. */
    public static final String COUNTER_GROUP = "trainprep";
    public static final String CORRUPT_SPLITS = "CORRUPT_SPLITS";

    @Override
    public RecordReader<LongWritable, Text> createRecordReader(InputSplit split, TaskAttemptContext context) {
        return new Reader(lines(context.getConfiguration()), null);
    }

    /**
     * A reader of {@code split} whatever split the task hands its {@code initialize} (one that
     * wraps it), counting the bytes it reads itself ({@code FileInputFormatCounter.BYTES_READ},
     * from its progress through the split, every {@value #COUNT_EVERY} lines): MapReduce's map task
     * counts them only for a {@code FileSplit}, walking every thread's file-system statistics twice
     * a record to do it.
     */
    public RecordReader<LongWritable, Text> countingReader(FileSplit split, TaskAttemptContext context) {
        return new Reader(lines(context.getConfiguration()), split);
    }

    private static final int COUNT_EVERY = 4096;

    private static final class Reader extends RecordReader<LongWritable, Text> {
        private final RecordReader<LongWritable, Text> in;
        /** The split read, and the bytes read counted, when the task's split wraps it; else null. */
        private final FileSplit counting;
        private TaskAttemptContext context;
        private String file;
        private boolean ended;
        private org.apache.hadoop.mapreduce.Counter bytesRead;
        private long counted;
        private int sinceCount;

        Reader(RecordReader<LongWritable, Text> in, FileSplit counting) {
            this.in = in;
            this.counting = counting;
        }

        @Override
        public void initialize(InputSplit given, TaskAttemptContext ctx) throws IOException, InterruptedException {
            InputSplit split = counting != null ? counting : given;
            this.context = ctx;
            this.file = split instanceof FileSplit fs ? fs.getPath().toString() : String.valueOf(split);
            if (counting != null) {
                bytesRead = ctx.getCounter(org.apache.hadoop.mapreduce.lib.input.FileInputFormatCounter.BYTES_READ);
            }
            try {
                in.initialize(split, ctx);
            } catch (IOException | RuntimeException e) {
                damaged(e);
            }
        }

        @Override
        public boolean nextKeyValue() throws IOException, InterruptedException {
            boolean next = read();
            if (bytesRead != null && (!next || ++sinceCount == COUNT_EVERY)) {
                sinceCount = 0;
                // the split's share read, in the file's own bytes (compressed ones for a compressed file)
                long now = (long) (getProgress() * counting.getLength());
                if (now > counted) {
                    bytesRead.increment(now - counted);
                    counted = now;
                }
            }
            return next;
        }

        private boolean read() throws IOException, InterruptedException {
            if (ended) {
                return false;
            }
            try {
                return in.nextKeyValue();
            } catch (IOException | RuntimeException e) {
                damaged(e);
                return false;
            }
        }

        /** Codecs report damage as IOExceptions, or (aircompressor's zstd) as unchecked exceptions. */
        private void damaged(Exception e) throws IOException {
            if (!DamagedInputs.isDamage(e)) {
                if (e instanceof IOException io) {
                    throw io;
                }
                throw (RuntimeException) e;
            }
            ended = true;
            org.apache.hadoop.mapreduce.Counter counter = context.getCounter(COUNTER_GROUP, CORRUPT_SPLITS);
            if (counter != null) { // Spark's task contexts may have no counters
                counter.increment(1);
            }
            Path output = FileOutputFormat.getOutputPath(context);
            CorruptFiles.record(context.getConfiguration(), output, context.getTaskAttemptID().toString(), file,
                    LocalChecksums.explained(context.getConfiguration(), file,
                            e instanceof IOException io ? io : new IOException(e.getMessage(), e)));
        }

        @Override
        public LongWritable getCurrentKey() throws IOException, InterruptedException {
            return in.getCurrentKey();
        }

        @Override
        public Text getCurrentValue() throws IOException, InterruptedException {
            return in.getCurrentValue();
        }

        @Override
        public float getProgress() throws IOException, InterruptedException {
            return ended ? 1f : Math.min(1f, in.getProgress());
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }
}
