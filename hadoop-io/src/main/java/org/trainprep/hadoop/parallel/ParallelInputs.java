package org.trainprep.hadoop.parallel;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.compress.CompressionCodec;
import org.apache.hadoop.io.compress.CompressionCodecFactory;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.parallel.BpeCodes;
import org.trainprep.core.parallel.DevPair;
import org.trainprep.core.parallel.ParallelOptions;
import org.trainprep.core.parallel.ParallelSettings;
import org.trainprep.core.parallel.SideText;

import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * What both engines' parallel-text passes do the same way outside their tasks: check the two
 * sides (and a development pair) are files before the output is claimed, size the partitions of
 * the pairs, and tokenize and segment the development pair in the driver (a test set is a few
 * thousand lines).
 */
public final class ParallelInputs {

    /** Input bytes per partition of the pairs when the partitions are not given. */
    public static final long BYTES_PER_PARTITION = 256L << 20;
    /** {@code -D} key giving the partitions of the pairs (reduce tasks, parts). */
    public static final String PARTITIONS = "trainprep.parallel.partitions";

    private ParallelInputs() {
    }

    /**
     * Sets {@code conf} to read the sides' lines as the Moses scripts do, split at {@code \n} alone:
     * Hadoop's text input also ends a line at a {@code \r}, which would add a line to one side and
     * shift every later pair. A {@code \r} inside a line is white space to the tokenizer and to
     * {@code clean-corpus-n} (a {@code \r\n} file's trailing one included).
     */
    public static void splitAtNewlinesOnly(Configuration conf) {
        org.trainprep.hadoop.DamageAwareTextInputFormat.newlineOnly(conf);
    }

    /** The qualified path of a side, or a usage error naming the option when it is not a file. */
    public static Path file(Configuration conf, String name, String option) throws IOException, UsageException {
        Path p = new Path(name);
        FileSystem fs = p.getFileSystem(conf);
        Path q = fs.makeQualified(p);
        if (!fs.exists(q) || !fs.getFileStatus(q).isFile()) {
            throw new UsageException("parallel: " + option + " " + name + " is not a file: a side of a corpus is one"
                    + " file, one sentence a line");
        }
        return q;
    }

    /**
     * The two sides, qualified, after checking every file the options name: {@code --src} and
     * {@code --tgt}, or the one file of each language in the {@code --input} folder.
     */
    public static Path[] sides(Configuration conf, ParallelOptions o) throws IOException, UsageException {
        if (o.dev() != null) {
            file(conf, o.dev().src(), "--dev");
            file(conf, o.dev().tgt(), "--dev");
            DevPair.check(o.dev().src(), o.dev().tgt(), files(conf));
        }
        if (!o.folder()) {
            return new Path[] {file(conf, o.src(), "--src"), file(conf, o.tgt(), "--tgt")};
        }
        Path dir = new Path(o.src());
        FileSystem fs = dir.getFileSystem(conf);
        Path q = fs.makeQualified(dir);
        if (!fs.exists(q) || !fs.getFileStatus(q).isDirectory()) {
            throw new UsageException("parallel: --input " + o.src() + " is not a folder: give the folder holding the"
                    + " two sides, or the sides as --src and --tgt");
        }
        ParallelSettings s = o.settings();
        return new Path[] {side(fs, q, s.srcLang()), side(fs, q, s.tgtLang())};
    }

    private static Path side(FileSystem fs, Path dir, String lang) throws IOException, UsageException {
        java.util.List<Path> found = new java.util.ArrayList<>();
        for (org.apache.hadoop.fs.FileStatus f : fs.listStatus(dir)) {
            String name = f.getPath().getName();
            if (f.isFile() && !name.startsWith("_") && !name.startsWith(".")
                    && (name.endsWith("." + lang) || name.endsWith("." + lang + ".gz"))) {
                found.add(f.getPath());
            }
        }
        if (found.size() != 1) {
            throw new UsageException("parallel: --input " + dir + " holds " + found.size() + " files named *." + lang
                    + (found.isEmpty() ? "" : " " + found.stream().map(Path::getName).sorted().toList())
                    + ": it must hold one per side; or give the sides as --src and --tgt");
        }
        return found.get(0);
    }

    /** {@link #PARTITIONS} when given, else one a {@link #BYTES_PER_PARTITION} of both sides. */
    public static int partitions(Configuration conf, Path src, Path tgt) throws IOException {
        int given = conf.getInt(PARTITIONS, 0);
        if (given > 0) {
            return given;
        }
        long bytes = src.getFileSystem(conf).getFileStatus(src).getLen() + tgt.getFileSystem(conf).getFileStatus(tgt).getLen();
        return (int) Math.max(1, Math.min(10_000, (bytes + BYTES_PER_PARTITION - 1) / BYTES_PER_PARTITION));
    }

    /** The development pair tokenized and segmented, by output name; empty without one. */
    public static Map<String, byte[]> devFiles(Configuration conf, ParallelOptions o, BpeCodes codes) throws IOException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        if (o.dev() == null) {
            return files;
        }
        ParallelSettings s = o.settings();
        UnaryOperator<String> bpe = s.bpe().segmenter(codes);
        String src = o.dev().src();
        String tgt = o.dev().tgt();
        files.put(s.devFile(src, tgt, s.srcLang()), DevPair.segment(files(conf).open(src), new SideText(s.tokenize(),
                s.srcLang()), bpe));
        files.put(s.devFile(src, tgt, s.tgtLang()), DevPair.segment(files(conf).open(tgt), new SideText(s.tokenize(),
                s.tgtLang()), bpe));
        return files;
    }

    /** Files on any of Hadoop's file systems, decompressed by Hadoop's codec for their name. */
    private static DevPair.Files files(Configuration conf) {
        return new DevPair.Files() {
            @Override
            public long size(String file) throws IOException {
                Path p = new Path(file);
                return p.getFileSystem(conf).getFileStatus(p).getLen();
            }

            @Override
            public InputStream open(String file) throws IOException {
                Path p = new Path(file);
                CompressionCodec codec = new CompressionCodecFactory(conf).getCodec(p);
                InputStream raw = p.getFileSystem(conf).open(p);
                return codec == null ? raw : codec.createInputStream(raw);
            }
        };
    }
}
