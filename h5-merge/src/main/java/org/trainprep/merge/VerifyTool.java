package org.trainprep.merge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.census.CensusAssembler;
import org.trainprep.core.census.CensusFormat;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.h5.TrainerFileReader;
import org.trainprep.core.util.ScratchDir;
import org.trainprep.core.util.Sha256;
import org.trainprep.hadoop.DirectoryTool;
import org.trainprep.hadoop.FilePublisher;
import org.trainprep.hadoop.LocalScratch;
import org.trainprep.hadoop.RunClaim;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.BitSet;
import org.trainprep.core.reviews.LabelScheme;
import java.util.List;

/**
 * {@code verify DIR}: whether a published output is complete and what its manifest says: no run
 * still claims it and the manifest is there. For reviews, the combined file has the manifest's
 * size, opens, holds the stated shards and rows and reads at its last row, and {@code vocab.json}
 * has the stated SHA-256 (only headers, the last row and {@code vocab.json} are read, so it is
 * cheap on a 50 GB file). For census, {@code census.h5} has the stated size and SHA-256 and every
 * dataset the stated rows. Prints one line per problem and exits 1, or a one-line summary and
 * exits 0.
 */
public final class VerifyTool extends DirectoryTool {

    public VerifyTool() {
        this(System.out, System.err);
    }

    public VerifyTool(PrintStream out, PrintStream err) {
        super(out, err);
    }

    @Override
    protected String name() {
        return "verify";
    }

    @Override
    protected String about() {
        return """
                Checks a finished output directory: the manifest is there and names the run, the file has the stated
                size, shards and rows (census: size, SHA-256 and every dataset; CSV: size, SHA-256 and rows), the last
                row reads, and vocab.json has the stated hash. Exits 0 when all holds, 1 with one line per problem.""";
    }

    @Override
    protected java.util.Map<String, String> flags() {
        return java.util.Map.of("quick", "structure only: skip reading every row (checksums, value ranges, digests)");
    }

    @Override
    protected void run(Path dir) throws Exception {
        FileSystem fs = dir.getFileSystem(getConf());
        if (!fs.exists(dir)) {
            throw new UsageException("verify: " + dir + " does not exist");
        }
        List<String> problems = new ArrayList<>();
        String claimed = RunClaim.claimedBy(fs, dir, "verify");
        if (claimed != null) {
            problems.add("incomplete: " + claimed.substring("verify: ".length()));
        }
        Path manifestPath = new Path(dir, Manifest.FILE_NAME);
        if (!fs.exists(manifestPath)) {
            problems.add(fs.exists(new Path(dir, "parts")) && claimed == null
                    ? "not combined: " + dir + " holds the parts of a --no-combine run and no " + Manifest.FILE_NAME
                    + "; combine them (bin/pipeline combine --input " + new Path(dir, "parts") + " --output " + dir
                    + "), then verify"
                    : "incomplete: no " + Manifest.FILE_NAME + " in " + dir + " (its run did not finish?)");
            fail(problems);
        }
        JsonNode m;
        try (FSDataInputStream in = fs.open(manifestPath)) {
            m = new ObjectMapper().readTree(in);
        }
        mode = has("quick") ? "quick: structure only" : "full";
        Path file = new Path(dir, m.path("file").asText());
        boolean census = CensusAssembler.FORMAT.equals(m.path("format").asText());
        if (census) {
            // a few bytes a row: always digested whole, --quick or not
            mode = "full: SHA-256 of the whole file";
        }
        String summary = census && CensusFormat.CSV.id().equals(m.path("output_format").asText())
                ? checkCsvFiles(fs, dir, m, problems)
                : census ? checkCensusFile(fs, file, m, problems)
                : checkFile(fs, file, m, problems);
        if (m.has("vocab_json")) {
            checkVocabulary(fs, new Path(dir, m.get("vocab_json").asText()), m.path("vocab_sha256").asText(), problems);
        }
        if (!problems.isEmpty()) {
            fail(problems);
        }
        out.println("verified " + dir + " (" + mode + "): " + summary
                + (m.has("run_id") ? ", run " + m.get("run_id").asText() : ""));
    }

    /** Which check ran, and for a full check what it read, for the one line that says so. */
    private String mode;

    private String checkFile(FileSystem fs, Path file, JsonNode m, List<String> problems) throws IOException {
        if (!fs.exists(file)) {
            problems.add("missing: " + file + " named by the manifest");
            return "";
        }
        long size = fs.getFileStatus(file).getLen();
        if (m.has("bytes") && size != m.get("bytes").asLong()) {
            problems.add("size: " + file + " has " + size + " bytes, the manifest says " + m.get("bytes").asLong());
            return "";
        }
        try (TrainerFileReader r = TrainerFileReader.open(new FilePublisher(getConf()).open(fs.getFileStatus(file)))) {
            List<Long> stated = new ArrayList<>();
            m.path("shards").forEach(s -> stated.add(s.path("rows").asLong()));
            List<Long> found = r.shards().stream().map(TrainerFileReader.Shard::rows).toList();
            if (!found.equals(stated)) {
                problems.add("rows: " + file + " holds shards of " + found + " rows, the manifest says " + stated);
            }
            long attribute = r.fileAttributes().get("num_rows") instanceof Number n ? n.longValue() : -1;
            if (r.totalRows() != m.path("num_rows").asLong() || attribute != r.totalRows()) {
                problems.add("rows: " + file + " holds " + r.totalRows() + " rows, its num_rows attribute says "
                        + attribute + " and the manifest " + m.path("num_rows").asLong());
            }
            TrainerFileReader.Shard last = r.shards().get(r.shards().size() - 1);
            if (last.rows() > 0) {
                r.copyRows(last, last.rows() - 1, 1, new org.trainprep.core.h5.ConsumerChannel(b -> b.position(b.limit())));
            }
            if (!has("quick") && !r.shards().isEmpty()) {
                scan(r, m, problems);
            }
            return file.getName() + ", " + r.totalRows() + " rows in " + r.shards().size() + " shard(s), "
                    + size + " bytes";
        } catch (IOException e) {
            problems.add("unreadable: " + e.getMessage());
            return "";
        }
    }

    /** Reads every row: value ranges and the manifest's checksums ({@link DataScan}). */
    private void scan(TrainerFileReader r, JsonNode m, List<String> problems) throws IOException {
        LabelScheme scheme = LabelScheme.fromId(m.path("label_scheme").asText());
        BitSet labels = new BitSet();
        for (int rating = 1; rating <= 5; rating++) {
            labels.set(scheme.label(rating));
        }
        int rowBytes = (int) r.shards().get(0).rowBytes();
        MergedChecksums sums = MergedChecksums.fromManifest(m.path("checksums"), rowBytes).orElse(null);
        long t = System.nanoTime();
        DataScan scan = new DataScan(r, m.path("n_vocab").asInt(), m.path("pad_id").asInt(1), labels, scheme.id(), sums,
                problems);
        scan.run();
        double seconds = Math.max(1e-9, (System.nanoTime() - t) / 1e9);
        mode = String.format(java.util.Locale.ROOT, "full: %,d rows read, %s, %.1f s at %.0f MB/s", scan.rows(),
                sums == null ? "value ranges (no checksums in this manifest: written before they were recorded)"
                        : "CRC-32C and value ranges", seconds, scan.bytes() / seconds / 1e6);
    }

    /**
     * A census file is small (a few bytes a row): it is read whole, for its SHA-256, then opened
     * and its row counts compared with the manifest's.
     */
    private String checkCensusFile(FileSystem fs, Path file, JsonNode m, List<String> problems) throws IOException {
        if (!fs.exists(file)) {
            problems.add("missing: " + file + " named by the manifest");
            return "";
        }
        long size = fs.getFileStatus(file).getLen();
        if (size != m.path("bytes").asLong()) {
            problems.add("size: " + file + " has " + size + " bytes, the manifest says " + m.path("bytes").asLong());
            return "";
        }
        try (ScratchDir scratch = LocalScratch.create(getConf(), "trainprep-verify-")) {
            java.nio.file.Path local = scratch.path().resolve(file.getName());
            String sha256;
            // one read of the file: digested on its way to local disk, where jHDF then opens it
            try (FSDataInputStream in = fs.open(file);
                 java.nio.channels.FileChannel out = java.nio.channels.FileChannel.open(local,
                         java.nio.file.StandardOpenOption.CREATE_NEW, java.nio.file.StandardOpenOption.WRITE)) {
                Sha256.Channel digest = new Sha256.Channel(out);
                in.transferTo(java.nio.channels.Channels.newOutputStream(digest));
                sha256 = digest.hex();
            }
            if (!sha256.equals(m.path("sha256").asText())) {
                problems.add("digest: " + file + " has SHA-256 " + sha256 + ", the manifest says " + m.path("sha256").asText());
                return "";
            }
            long rows = CensusFileCheck.rows(local, problems);
            if (rows != m.path("num_rows").asLong()) {
                problems.add("rows: " + file + " holds " + rows + " rows, the manifest says " + m.path("num_rows").asLong());
            }
            return file.getName() + ", " + rows + " rows, " + size + " bytes";
        } catch (RuntimeException e) {
            // jHDF reports a damaged file with unchecked exceptions
            problems.add("unreadable: " + file + ": " + e.getMessage());
            return "";
        }
    }

    /**
     * Census CSV files ({@code --format csv}): each has its stated size and SHA-256, and their data
     * lines (all but the header) add up to the manifest's rows.
     */
    private static String checkCsvFiles(FileSystem fs, Path dir, JsonNode m, List<String> problems) throws IOException {
        long rows = 0;
        List<String> names = new ArrayList<>();
        for (var it = m.get("files").fields(); it.hasNext(); ) {
            var e = it.next();
            Path file = new Path(dir, e.getKey());
            names.add(e.getKey());
            if (!fs.exists(file)) {
                problems.add("missing: " + file + " named by the manifest");
                continue;
            }
            long lines = 0;
            Sha256.Channel digest = new Sha256.Channel(new org.trainprep.core.h5.ConsumerChannel(b -> b.position(b.limit())));
            try (FSDataInputStream in = fs.open(file)) {
                byte[] buf = new byte[1 << 16];
                for (int n; (n = in.read(buf)) > 0; ) {
                    for (int i = 0; i < n; i++) {
                        if (buf[i] == '\n') {
                            lines++;
                        }
                    }
                    digest.write(java.nio.ByteBuffer.wrap(buf, 0, n));
                }
            }
            if (digest.bytes() != e.getValue().path("bytes").asLong()) {
                problems.add("size: " + file + " has " + digest.bytes() + " bytes, the manifest says "
                        + e.getValue().path("bytes").asLong());
            }
            String sha256 = digest.hex();
            if (!sha256.equals(e.getValue().path("sha256").asText())) {
                problems.add("digest: " + file + " has SHA-256 " + sha256 + ", the manifest says "
                        + e.getValue().path("sha256").asText());
            }
            rows += Math.max(0, lines - 1);
        }
        if (rows != m.path("num_rows").asLong()) {
            problems.add("rows: " + names + " hold " + rows + " rows, the manifest says " + m.path("num_rows").asLong());
        }
        return String.join(" + ", names) + ", " + rows + " rows";
    }

    private static void checkVocabulary(FileSystem fs, Path vocab, String sha256, List<String> problems)
            throws IOException {
        if (!fs.exists(vocab)) {
            problems.add("missing: " + vocab + " named by the manifest");
            return;
        }
        byte[] bytes;
        try (FSDataInputStream in = fs.open(vocab)) {
            bytes = in.readAllBytes();
        }
        String actual = Sha256.of(bytes);
        if (!actual.equals(sha256)) {
            problems.add("vocabulary: " + vocab + " has SHA-256 " + actual + ", the manifest and file say " + sha256);
        }
    }

    private void fail(List<String> problems) throws IOException {
        for (int i = 0; i < problems.size() - 1; i++) {
            err.println("verify: " + problems.get(i));
        }
        throw new IOException(problems.get(problems.size() - 1));
    }
}
